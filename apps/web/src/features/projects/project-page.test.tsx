import type { AddProjectPartsResult } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '@/features/cart/api/get-cart';
import { endSession, startSession } from '@/lib/session';
import { aCart, aCartLine, aCartProduct, aProjectDetail } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ProjectPage from './project-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();
const project = aProjectDetail();

/** What the header's cart badge reads. */
function CartCount() {
  const { data } = useCart();
  return <p>Cart holds {data?.total_items ?? 0}</p>;
}

function renderProject(slug = project.slug) {
  renderWithApp(
    <Routes>
      <Route
        path="/projects/:projectId"
        element={
          <>
            <ProjectPage />
            <CartCount />
          </>
        }
      />
      <Route path="/login" element={<h1>Login screen</h1>} />
    </Routes>,
    { path: `/projects/${slug}` },
  );
}

const ADDED: AddProjectPartsResult = {
  added: [
    { product_id: 11, name: 'ESP32 Development Kit', quantity: 1 },
    { product_id: 14, name: 'Jumper wires (40)', quantity: 2 },
  ],
  already_in_cart: [],
  short: [{ product_id: 13, name: 'DHT22 Sensor', quantity: 2 }],
  out_of_stock: [{ product_id: 12, name: 'BME280 Sensor' }],
  detail: 'Added 3 parts to your cart. Out of stock: BME280 Sensor.',
  cart: aCart(
    aCartLine(1, aCartProduct(11, 'ESP32 Development Kit', 499), 1),
    aCartLine(2, aCartProduct(13, 'DHT22 Sensor', 299), 2),
    aCartLine(3, aCartProduct(14, 'Jumper wires (40)', 50), 2),
  ),
};

beforeEach(() => {
  server.use(http.get('*/api/projects/:id/', () => HttpResponse.json(project)));
});

describe('ProjectPage', () => {
  beforeEach(() => endSession());

  it('shows the build, its steps and every part with quantity, prices, stock and the total', async () => {
    renderProject();
    expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(screen.getByText('3 hours')).toBeInTheDocument();
    expect(screen.getByText('2,450 views')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('ESP32Wi-Fi');
    const steps = within(screen.getByRole('region', { name: 'Step by step' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Step 1: Wire the sensors',
      'Step 2: Flash the firmware',
    ]);

    const table = screen.getByRole('table', { name: `Parts for ${project.title}` });
    const dht = within(table).getByRole('link', { name: 'DHT22 Sensor' });
    expect(dht).toHaveAttribute('href', '/product/part-13');
    const dhtRow = dht.closest('tr') as HTMLElement;
    const cells = within(dhtRow).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.stringContaining('DHT22 Sensor'),
      '4',
      '₹299',
      expect.stringMatching(/^Only 2 leftNeed 4$/),
      '₹1,196',
    ]);
    const bmeRow = within(table).getByRole('link', { name: 'BME280 Sensor' }).closest('tr') as HTMLElement;
    expect(within(bmeRow).getAllByText('Out of Stock').length).toBeGreaterThan(0);
    const footer = within(table)
      .getByRole('rowheader', { name: /Parts total/ })
      .closest('tr') as HTMLElement;
    expect(footer).toHaveTextContent('4 parts, 8 pieces');
    expect(footer).toHaveTextContent('₹2,144');
  });

  it('asks a visitor to sign in before adding the parts', async () => {
    const add = vi.fn(() => HttpResponse.json(ADDED));
    server.use(http.post('*/api/projects/:id/add-to-cart/', add));
    renderProject();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add all parts to cart' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith('Please login to add items to cart');
    expect(add).not.toHaveBeenCalled();
  });

  it('says so when there is no such project', async () => {
    server.use(http.get('*/api/projects/:id/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    renderProject('no-such-build');
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects');
  });
});

describe('Add all parts to cart for a signed-in customer', () => {
  beforeEach(() => startSession('access-1'));

  it('puts the parts in the cart, shows the new count at once and lists what could not be added', async () => {
    let posted = '';
    server.use(
      // The cart as loaded before: empty. The count after the click can only come from the answer.
      http.get('*/api/cart/', () => HttpResponse.json(aCart())),
      http.post('*/api/projects/:id/add-to-cart/', ({ params }) => {
        posted = String(params.id);
        return HttpResponse.json(ADDED);
      }),
    );
    renderProject();
    expect(await screen.findByText('Cart holds 0')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add all parts to cart' }));

    expect(await screen.findByText('Cart holds 5')).toBeInTheDocument();
    expect(posted).toBe(project.slug);
    const headline = `Added 3 parts for ${project.title} to your cart.`;
    expect(toast.success).toHaveBeenCalledWith(headline);
    const outcome = screen.getByText(headline, { selector: 'p' }).parentElement as HTMLElement;
    expect(within(outcome).getByText('Out of stock, not added:').nextElementSibling).toHaveTextContent('BME280 Sensor');
    expect(within(outcome).getByText('Not enough stock, added what there is:').nextElementSibling).toHaveTextContent(
      'DHT22 Sensor: 2 of 4',
    );
    expect(within(outcome).getByRole('button', { name: 'View cart' })).toBeInTheDocument();
  });

  it("shows the server's message when the parts cannot be added", async () => {
    server.use(
      http.get('*/api/cart/', () => HttpResponse.json(aCart())),
      http.post('*/api/projects/:id/add-to-cart/', () =>
        HttpResponse.json({ detail: 'Add a phone number to your profile first.' }, { status: 400 }),
      ),
    );
    renderProject();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add all parts to cart' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Add a phone number to your profile first.'));
    expect(screen.getByText('Cart holds 0')).toBeInTheDocument();
  });
});
