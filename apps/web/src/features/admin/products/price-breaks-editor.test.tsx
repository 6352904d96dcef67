import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { anAdminProduct } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ProductPage from './product-page';

const server = setupMockApi();
// Typing into a whole form takes more than the default 5 s on a busy machine.
const FORM_TIMEOUT_MS = 30_000;

/** The editor of product 7 (₹2,350, one break at 10+ for ₹2,200), recording what each save sends. */
function openProduct() {
  const product = anAdminProduct({ price_breaks: [{ min_quantity: 10, price: 2200 }] });
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/admin/products/choices/', () =>
      HttpResponse.json({ categories: [{ id: 1, name: 'Arduino', slug: 'arduino', is_active: true }], brands: [] }),
    ),
    http.get('*/api/admin/products/7/', () => HttpResponse.json(product)),
    http.get('*/api/admin/products/7/images/', () => HttpResponse.json({ product_id: 7, results: [] })),
    http.get('*/api/admin/products/7/stock/', () =>
      HttpResponse.json({ product_id: 7, quantity: 4, count: 0, next: null, previous: null, results: [] }),
    ),
    http.patch('*/api/admin/products/7/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ ...product, ...body });
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/admin/products/:id" element={<ProductPage />} />
    </Routes>,
    { path: '/admin/products/7' },
  );
  return bodies;
}

beforeEach(() => startSession('access-1'));

describe('the quantity prices of the product editor', () => {
  it(
    'shows the breaks as rows, says what is wrong on the row, and saves them once right',
    async () => {
      const bodies = openProduct();
      const user = userEvent.setup();
      const firstQuantity = await screen.findByRole(
        'spinbutton',
        { name: 'Price break 1: from how many units' },
        { timeout: 5000 },
      );
      expect(firstQuantity).toHaveValue(10);
      expect(screen.getByRole('spinbutton', { name: 'Price break 1: price each in rupees' })).toHaveValue(2200);

      await user.click(screen.getByRole('button', { name: 'Add price break' }));
      await user.type(screen.getByRole('spinbutton', { name: 'Price break 2: from how many units' }), '5');
      await user.type(screen.getByRole('spinbutton', { name: 'Price break 2: price each in rupees' }), '2250');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(
        await screen.findByText('Quantities must rise: this break must start above 10 units.'),
      ).toBeInTheDocument();
      expect(bodies).toEqual([]);

      const secondQuantity = screen.getByRole('spinbutton', { name: 'Price break 2: from how many units' });
      const secondPrice = screen.getByRole('spinbutton', { name: 'Price break 2: price each in rupees' });
      await user.clear(secondQuantity);
      await user.type(secondQuantity, '50');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Each price break must be lower than the one before it.')).toBeInTheDocument();
      await user.clear(secondPrice);
      await user.type(secondPrice, '2100');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]?.price_breaks).toEqual([
        { min_quantity: 10, price: 2200 },
        { min_quantity: 50, price: 2100 },
      ]);

      await user.click(screen.getByRole('button', { name: 'Remove price break 1' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies[1]?.price_breaks).toEqual([{ min_quantity: 50, price: 2100 }]);
    },
    FORM_TIMEOUT_MS,
  );
});
