import type { ProductChoices, ProductImportReport } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { anAdminProduct, aPage } from '@/test/fixtures';
import { recordRequests, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ImportPage from './import-page';
import ProductPage from './product-page';
import ProductsPage from './products-page';

const server = setupMockApi();
// Typing a whole form takes more than the default 5 s on a busy machine.
const FORM_TIMEOUT_MS = 30_000;

const choices: ProductChoices = {
  categories: [
    { id: 1, name: 'Arduino', slug: 'arduino', is_active: true },
    { id: 4, name: 'Sensors', slug: 'sensors', is_active: true },
    { id: 9, name: 'Clearance', slug: 'clearance', is_active: false },
  ],
  brands: ['Arduino', 'Generic'],
};

beforeEach(() => {
  startSession('access-1');
  server.use(http.get('*/api/admin/products/choices/', () => HttpResponse.json(choices)));
});

describe('ProductsPage', () => {
  it(
    'asks the server with the filters of the URL, and puts a new filter in the request',
    async () => {
      const requests = recordRequests(server, '/admin/products/', () => aPage([anAdminProduct()]));
      const user = userEvent.setup();
      renderWithApp(<ProductsPage />, { path: '/admin/products?stock=low&active=true' });
      const row = await screen.findByRole('row', { name: /Arduino Uno R3/ }, { timeout: 5000 });
      expect(within(row).getByText('4')).toBeInTheDocument();
      expect(within(row).getByText('Featured')).toBeInTheDocument();
      expect(requests[0]?.get('stock')).toBe('low');
      expect(requests[0]?.get('active')).toBe('true');

      await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Sensors');
      await waitFor(() => expect(requests.at(-1)?.get('category')).toBe('4'));
      expect(requests.at(-1)?.get('stock')).toBe('low');

      await user.click(screen.getByRole('button', { name: /Price/ }));
      await waitFor(() => expect(requests.at(-1)?.get('ordering')).toBe('price'));
    },
    FORM_TIMEOUT_MS,
  );

  it(
    'deactivates and moves the selected products',
    async () => {
      recordRequests(server, '/admin/products/', () =>
        aPage([anAdminProduct(), anAdminProduct({ id: 8, name: 'Arduino Nano' })]),
      );
      const bodies: unknown[] = [];
      server.use(
        http.post('*/api/admin/products/bulk/', async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ updated: 2 });
        }),
      );
      const user = userEvent.setup();
      renderWithApp(<ProductsPage />, { path: '/admin/products' });
      await screen.findByRole('row', { name: /Arduino Nano/ }, { timeout: 5000 });
      // Looked up before each click: the table draws its rows again when the selection changes.
      await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
      await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]!);
      const bar = screen.getByRole('region', { name: 'Bulk actions' });
      expect(bar).toHaveTextContent('2 selected');
      await user.click(within(bar).getByRole('button', { name: 'Deactivate' }));
      await waitFor(() => expect(bodies).toEqual([{ action: 'deactivate', ids: [7, 8] }]));

      await user.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!);
      const again = screen.getByRole('region', { name: 'Bulk actions' });
      await user.selectOptions(within(again).getByRole('combobox', { name: 'Move to category' }), 'Sensors');
      await user.click(within(again).getByRole('button', { name: 'Move' }));
      await waitFor(() => expect(bodies[1]).toEqual({ action: 'set_category', ids: [7], category: 4 }));
    },
    FORM_TIMEOUT_MS,
  );
});

function openEditor(path: string) {
  server.use(
    http.get('*/api/admin/products/7/images/', () => HttpResponse.json({ product_id: 7, results: [] })),
    http.get('*/api/admin/products/7/stock/', () =>
      HttpResponse.json({ product_id: 7, quantity: 4, count: 0, next: null, previous: null, results: [] }),
    ),
  );
  renderWithApp(
    <Routes>
      <Route path="/admin/products/new" element={<ProductPage />} />
      <Route path="/admin/products/:id" element={<ProductPage />} />
    </Routes>,
    { path },
  );
}

describe('ProductPage', () => {
  it(
    'creates a product: checks the fields, suggests the slug from the name, and sends every field',
    async () => {
      const bodies: Record<string, unknown>[] = [];
      server.use(
        http.post('*/api/admin/products/', async ({ request }) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json(
            { detail: 'The slug “soil-probe” is already used by “Soil Probe”. Choose another one.' },
            { status: 409 },
          );
        }),
      );
      const user = userEvent.setup();
      openEditor('/admin/products/new');
      await user.click(await screen.findByRole('button', { name: 'Create product' }, { timeout: 5000 }));
      expect(await screen.findByText('Choose a category.')).toBeInTheDocument();
      expect(screen.getByText('Enter an amount in rupees.')).toBeInTheDocument();

      await user.type(screen.getByLabelText('Name'), 'Soil Probe');
      expect(screen.getByLabelText('Slug')).toHaveValue('soil-probe');
      await user.type(screen.getByLabelText('Brand'), 'Generic');
      await user.selectOptions(screen.getByLabelText('Category'), 'Sensors');
      await user.type(screen.getByLabelText('Price (₹)'), '149.50');
      await user.type(screen.getByLabelText('HSN code'), '9031');
      await user.selectOptions(screen.getByLabelText('GST rate'), '5%');
      await user.click(screen.getByRole('button', { name: 'Add specification' }));
      await user.type(screen.getByLabelText('Specification 1 name'), 'Output');
      await user.type(screen.getByLabelText('Specification 1 value'), 'Analog');
      await user.click(screen.getByRole('button', { name: 'Add specification' }));
      await user.click(screen.getByRole('button', { name: 'Remove specification 2' }));
      await user.click(screen.getByRole('button', { name: 'Create product' }));

      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toEqual({
        name: 'Soil Probe',
        slug: 'soil-probe',
        brand: 'Generic',
        category: 4,
        price: 149.5,
        original_price: null,
        description: '',
        specifications: [{ name: 'Output', value: 'Analog' }],
        is_featured: false,
        is_active: true,
        datasheet_url: null,
        uses: [],
        price_breaks: [],
        hsn_code: '9031',
        gst_rate: 5,
      });
      // A taken slug is said on the slug field.
      expect(await screen.findByText(/is already used by “Soil Probe”/)).toBeInTheDocument();
    },
    FORM_TIMEOUT_MS,
  );

  it(
    'edits a product and shows the server’s field errors on their fields',
    async () => {
      server.use(
        http.get('*/api/admin/products/7/', () => HttpResponse.json(anAdminProduct())),
        http.patch('*/api/admin/products/7/', () =>
          HttpResponse.json({ original_price: ['The MRP must be at least the price.'] }, { status: 400 }),
        ),
      );
      const user = userEvent.setup();
      openEditor('/admin/products/7');
      const name = await screen.findByLabelText('Name', {}, { timeout: 5000 });
      expect(name).toHaveValue('Arduino Uno R3');
      expect(screen.getByLabelText('Specification 2 name')).toHaveValue('Operating Voltage');
      expect(screen.getByRole('switch', { name: 'Featured' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('The MRP must be at least the price.')).toBeInTheDocument();
    },
    FORM_TIMEOUT_MS,
  );
});

const report: ProductImportReport = {
  dry_run: true,
  applied: false,
  summary: { create: 1, update: 1, unchanged: 0, error: 1 },
  ignored_columns: ['stock'],
  file_errors: [],
  rows: [
    {
      row: 2,
      slug: 'arduino-uno-r3',
      outcome: 'update',
      changes: { price: { before: '2350', after: '2299' } },
      errors: [],
    },
    {
      row: 3,
      slug: 'soil-probe',
      outcome: 'create',
      changes: { name: { before: null, after: 'तापमान सेंसर' } },
      errors: [],
    },
    {
      row: 4,
      slug: 'bad-price',
      outcome: 'error',
      changes: {},
      errors: [{ column: 'price', message: '“abc” is not an amount in rupees: write it as 1299 or 1299.50.' }],
    },
  ],
};

describe('ImportPage', () => {
  it('checks a file, shows every error with row and column, and confirms only a clean file', async () => {
    const bodies: { csv: string; dry_run: boolean }[] = [];
    let answer = report;
    server.use(
      http.post('*/api/admin/products/import/', async ({ request }) => {
        const body = (await request.json()) as { csv: string; dry_run: boolean };
        bodies.push(body);
        return HttpResponse.json(body.dry_run ? answer : { ...answer, dry_run: false, applied: true });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ImportPage />, { path: '/admin/products/import' });
    expect(await screen.findByText(/The slug is the key\./, {}, { timeout: 5000 })).toBeInTheDocument();
    const file = new File(['slug,price\narduino-uno-r3,2299\n'], 'products.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Choose CSV file'), file);

    const errors = await screen.findByRole('row', { name: /bad-price/ });
    expect(within(errors).getByText(/Column price:/)).toBeInTheDocument();
    expect(within(errors).getByText('4')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ csv: 'slug,price\narduino-uno-r3,2299\n', dry_run: true });
    expect(screen.getByText(/stock column is not imported/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm import' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Changes \(2\)/ }));
    expect(screen.getByRole('row', { name: /arduino-uno-r3/ })).toHaveTextContent('price: 2350 → 2299');

    answer = { ...report, summary: { ...report.summary, error: 0 }, rows: report.rows.slice(0, 2) };
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm import' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(bodies.at(-1)?.dry_run).toBe(false));
    expect(await screen.findByRole('link', { name: /Done: view the products/ })).toBeInTheDocument();
  });
});
