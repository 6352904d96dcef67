import type { Cart, CartItem } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRupees } from '@/lib/format';
import { endSession, startSession } from '@/lib/session';
import { aCart, aCartLine, aCartProduct } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { cartLineAt } from './api/cart-line-mutation';
import CartDrawer from './cart-drawer';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

/** A server-side cart the handlers read and change, as the real endpoints would. */
let lines: CartItem[];

function currentCart(): Cart {
  return aCart(...lines);
}

const uno = aCartProduct(1, 'Arduino Uno R3', 499.5, 20);
const sensor = aCartProduct(2, 'HC-SR04 Ultrasonic Sensor', 120, 1);

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const onOpenChange = vi.fn();

function renderDrawer() {
  renderWithApp(
    <Routes>
      <Route path="/" element={<CartDrawer open onOpenChange={onOpenChange} />} />
      <Route path="/checkout" element={<h1>Checkout screen</h1>} />
    </Routes>,
  );
}

const quantityOf = (name: string) =>
  within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByRole('textbox', {
    name: `Quantity of ${name}`,
  });

beforeEach(() => {
  vi.clearAllMocks();
  startSession('token');
  lines = [aCartLine(11, uno, 2), aCartLine(12, sensor, 1)];
  server.use(http.get('*/api/cart/', () => HttpResponse.json(currentCart())));
});

describe('CartDrawer', () => {
  it('lists the lines with prices, quantities and line totals, and the cart total', async () => {
    renderDrawer();
    const unoLine = (await screen.findByRole('link', { name: 'Arduino Uno R3' })).closest('li')!;
    expect(unoLine).toHaveTextContent(`${formatRupees(499.5)} each`);
    expect(unoLine).toHaveTextContent('₹999');
    expect(quantityOf('Arduino Uno R3')).toHaveValue('2');
    expect(screen.getByRole('link', { name: 'HC-SR04 Ultrasonic Sensor' })).toHaveAttribute('href', '/product/part-2');
    expect(screen.getByText('Total (3 items)').parentElement).toHaveTextContent('₹1,119');
  });

  it('saves quantity changes on the server and shows them at once', async () => {
    const sent: { id: string; body: unknown }[] = [];
    server.use(
      http.patch('*/api/cart/:id/', async ({ params, request }) => {
        const body = (await request.json()) as { quantity: number };
        sent.push({ id: String(params.id), body });
        const id = Number(params.id);
        if (body.quantity === 0) {
          lines = lines.filter((l) => l.id !== id);
          return new HttpResponse(null, { status: 204 });
        }
        lines = lines.map((l) => (l.id === id ? aCartLine(id, l.product, body.quantity) : l));
        return HttpResponse.json(lines.find((l) => l.id === id));
      }),
    );
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Arduino Uno R3' }));
    expect(quantityOf('Arduino Uno R3')).toHaveValue('3');
    expect(screen.getByText('Total (4 items)').parentElement).toHaveTextContent(formatRupees(1618.5));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of HC-SR04 Ultrasonic Sensor' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { id: '11', body: { quantity: 3 } },
      { id: '12', body: { quantity: 0 } },
    ]);
    await waitFor(() => expect(screen.queryByText('HC-SR04 Ultrasonic Sensor')).not.toBeInTheDocument());
    expect(screen.getByText('Total (3 items)').parentElement).toHaveTextContent(formatRupees(1498.5));
  });

  it('takes a typed quantity, prices it at its break at once, and saves it once typing pauses', async () => {
    const sent: unknown[] = [];
    const boards = {
      ...aCartProduct(3, 'Breadboard 830', 99, 60),
      price_breaks: [
        { min_quantity: 10, price: 90 },
        { min_quantity: 50, price: 80 },
      ],
    };
    // As the server answers: priced at the break, with the next one.
    const priced = (quantity: number) => cartLineAt(aCartLine(13, boards, quantity), quantity);
    lines = [priced(1)];
    server.use(
      http.patch('*/api/cart/:id/', async ({ request }) => {
        const body = (await request.json()) as { quantity: number };
        sent.push(body);
        lines = [priced(body.quantity)];
        return HttpResponse.json(lines[0]);
      }),
    );
    const user = userEvent.setup();
    renderDrawer();
    const line = (await screen.findByRole('link', { name: 'Breadboard 830' })).closest('li')!;
    expect(line).toHaveTextContent('Add 9 more to pay ₹90 each');
    await user.clear(quantityOf('Breadboard 830'));
    await user.type(quantityOf('Breadboard 830'), '25');
    expect(line).toHaveTextContent(`${formatRupees(90)} each`);
    expect(line).toHaveTextContent(formatRupees(2250));
    expect(line).toHaveTextContent('Add 25 more to pay ₹80 each');
    await waitFor(() => expect(sent).toEqual([{ quantity: 25 }]));
    // Leaving the box saves at once what was typed.
    await user.clear(quantityOf('Breadboard 830'));
    await user.type(quantityOf('Breadboard 830'), '12');
    await user.tab();
    await waitFor(() => expect(sent).toEqual([{ quantity: 25 }, { quantity: 12 }]));
    await user.type(quantityOf('Breadboard 830'), '250');
    // 250 is more than the 60 on the shelf: the box says 60.
    expect(quantityOf('Breadboard 830')).toHaveValue('60');
  });

  it('does not offer more than the stock', async () => {
    renderDrawer();
    expect(
      await screen.findByRole('button', { name: 'Increase quantity of HC-SR04 Ultrasonic Sensor' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Arduino Uno R3' })).toBeEnabled();
    expect(screen.getByText('Only 1 left')).toBeInTheDocument();
  });

  it('does not offer more than a cart holds of one product, and says why', async () => {
    lines = [aCartLine(11, aCartProduct(1, 'Arduino Uno R3', 499.5, 500), 99)];
    renderDrawer();
    expect(await screen.findByRole('button', { name: 'Increase quantity of Arduino Uno R3' })).toBeDisabled();
    expect(screen.getByText('At most 99 of one product in a cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Arduino Uno R3' })).toBeEnabled();
  });

  it("rolls a refused change back and shows the server's message", async () => {
    const gate = deferred();
    server.use(
      http.patch('*/api/cart/:id/', async () => {
        await gate.promise;
        return HttpResponse.json({ detail: 'Only 2 left in stock.' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderDrawer();
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Arduino Uno R3' });
    // From here on the cart is not reloaded, so what shows after the failure is the rollback itself.
    server.use(http.get('*/api/cart/', () => delay('infinite')));
    await user.click(plus);
    expect(quantityOf('Arduino Uno R3')).toHaveValue('3');
    gate.release();
    await waitFor(() => expect(quantityOf('Arduino Uno R3')).toHaveValue('2'));
    expect(screen.getByText('Total (3 items)').parentElement).toHaveTextContent('₹1,119');
    expect(toast.error).toHaveBeenCalledWith('Only 2 left in stock.');
  });

  it('removes a line at once and deletes it on the server', async () => {
    const gate = deferred();
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/cart/:id/', async ({ params }) => {
        await gate.promise;
        deleted.push(String(params.id));
        lines = lines.filter((l) => l.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderDrawer();
    await user.click(await screen.findByRole('button', { name: 'Remove Arduino Uno R3 from cart' }));
    expect(screen.queryByText('Arduino Uno R3')).not.toBeInTheDocument();
    expect(screen.getByText('Total (1 item)').parentElement).toHaveTextContent('₹120');
    gate.release();
    await waitFor(() => expect(deleted).toEqual(['11']));
    expect(screen.queryByText('Arduino Uno R3')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('counts a line already removed elsewhere as removed', async () => {
    server.use(
      http.delete('*/api/cart/:id/', () => {
        lines = lines.filter((l) => l.id !== 11);
        return HttpResponse.json({ detail: 'Cart item not found.' }, { status: 404 });
      }),
    );
    renderDrawer();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Arduino Uno R3 from cart' }));
    await waitFor(() => expect(screen.getByText('Total (1 item)')).toBeInTheDocument());
    expect(screen.queryByText('Arduino Uno R3')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('empties the cart with Clear cart', async () => {
    let cleared = false;
    server.use(
      http.post('*/api/cart/clear/', () => {
        cleared = true;
        lines = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDrawer();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await waitFor(() => expect(cleared).toBe(true));
  });

  it('closes and goes to /checkout from Proceed to Checkout', async () => {
    renderDrawer();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Checkout screen' })).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the empty state', async () => {
    lines = [];
    renderDrawer();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some products to get started!')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in, without asking the server', async () => {
    endSession();
    const cart = vi.fn(() => HttpResponse.json(currentCart()));
    server.use(http.get('*/api/cart/', cart));
    renderDrawer();
    expect(screen.getByText('Sign in to see your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(cart).not.toHaveBeenCalled();
  });
});
