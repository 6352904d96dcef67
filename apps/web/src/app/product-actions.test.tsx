import type { Product } from '@makerbazaar/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import type { ExternalToast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, sessionStore, startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { useAppProductActions } from './product-actions';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

type Part = Pick<Product, 'id' | 'name' | 'stock'>;
const uno: Part = { id: 1, name: 'Arduino Uno R3', stock: 25 };
const soldOut: Part = { id: 2, name: 'TF-Luna LiDAR', stock: 0 };

/** Buttons wired to the app's product actions, as a product card wires them. */
function Probe({ part }: { part: Part }) {
  const actions = useAppProductActions();
  return (
    <>
      <button type="button" onClick={() => actions.addToCart(part)}>
        Add
      </button>
      <button type="button" onClick={() => actions.toggleWishlist(part)}>
        Heart
      </button>
      <p>{actions.isWishlisted(part.id) ? 'saved' : 'not saved'}</p>
    </>
  );
}

function renderProbe(part: Part = uno) {
  renderWithApp(
    <Routes>
      <Route path="/" element={<Probe part={part} />} />
      <Route path="/login" element={<h1>Login screen</h1>} />
      <Route path="/profile" element={<h1>Profile screen</h1>} />
    </Routes>,
  );
}

const click = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }));

/** Runs the action button of the last error toast, as a customer clicking it would. */
function clickToastAction(label: string) {
  const options = toast.error.mock.lastCall?.[1] as ExternalToast | undefined;
  const action = options?.action as { label: string; onClick: () => void } | undefined;
  expect(action?.label).toBe(label);
  act(() => action?.onClick());
}

/**
 * A server wishlist that records what it is sent ("add 1", "remove 1") and holds every addition back
 * until `release` is called, to see what the shop shows and sends meanwhile.
 */
function serveHeldBackWishlist() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ids: number[] = [];
  const sent: string[] = [];
  server.use(
    http.get('*/api/wishlist/', () =>
      HttpResponse.json({ count: ids.length, next: null, previous: null, results: ids.map((id) => ({ id })) }),
    ),
    http.post('*/api/wishlist/', async ({ request }) => {
      const { product_id } = (await request.json()) as { product_id: number };
      sent.push(`add ${product_id}`);
      await gate;
      ids = [product_id];
      return HttpResponse.json({ detail: 'Added to wishlist.' }, { status: 201 });
    }),
    http.delete('*/api/wishlist/:id/', ({ params }) => {
      sent.push(`remove ${params.id}`);
      ids = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { sent, release };
}

function wishlistOf(ids: number[]) {
  return http.get('*/api/wishlist/', () =>
    HttpResponse.json({ count: ids.length, next: null, previous: null, results: ids.map((id) => ({ id })) }),
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  endSession();
});

describe('product actions for a visitor', () => {
  it('asks to sign in before adding to the cart, with a Login action', async () => {
    renderProbe();
    await click('Add');
    expect(toast.error).toHaveBeenCalledWith('Please login to add items to cart', expect.anything());
    clickToastAction('Login');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('says a sold-out product is out of stock first', async () => {
    renderProbe(soldOut);
    await click('Add');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('TF-Luna LiDAR is out of stock!');
  });

  it('asks to sign in before saving to the wishlist', async () => {
    renderProbe();
    await click('Heart');
    expect(toast.error).toHaveBeenCalledWith('Please login to save items to your wishlist', expect.anything());
    expect(screen.getByText('not saved')).toBeInTheDocument();
  });
});

describe('a tap made while the session is still being restored', () => {
  it('waits for it, and adds to the cart of the customer it turns out to be', async () => {
    sessionStore.setState({ status: 'loading', accessToken: null });
    server.use(wishlistOf([]));
    const add = vi.fn(() => HttpResponse.json({ id: 40, quantity: 1 }, { status: 201 }));
    server.use(http.post('*/api/cart/', add));
    renderProbe();
    await click('Add');
    expect(toast.error).not.toHaveBeenCalled();
    expect(add).not.toHaveBeenCalled();
    act(() => startSession('token'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Arduino Uno R3 added to cart!'));
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('asks a visitor to sign in once it turns out nobody is', async () => {
    sessionStore.setState({ status: 'loading', accessToken: null });
    renderProbe();
    await click('Add');
    expect(toast.error).not.toHaveBeenCalled();
    act(() => endSession());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please login to add items to cart', expect.anything()),
    );
  });
});

describe('product actions for a signed-in customer', () => {
  beforeEach(() => {
    startSession('token');
    server.use(wishlistOf([]));
  });

  it('adds one to the server cart and says so', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/cart/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 40, quantity: 1 }, { status: 201 });
      }),
    );
    renderProbe();
    await click('Add');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Arduino Uno R3 added to cart!'));
    expect(body).toEqual({ product_id: 1, quantity: 1 });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the server's message when the add is refused", async () => {
    server.use(http.post('*/api/cart/', () => HttpResponse.json({ detail: 'Only 3 left in stock.' }, { status: 400 })));
    renderProbe();
    await click('Add');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only 3 left in stock.'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('falls back to a general message when the server says nothing useful', async () => {
    server.use(http.post('*/api/cart/', () => new HttpResponse(null, { status: 400 })));
    renderProbe();
    await click('Add');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to add item to cart'));
  });

  it('does not send a sold-out product', async () => {
    const add = vi.fn(() => HttpResponse.json({}, { status: 201 }));
    server.use(http.post('*/api/cart/', add));
    renderProbe(soldOut);
    await click('Add');
    expect(toast.error).toHaveBeenCalledWith('TF-Luna LiDAR is out of stock!');
    expect(add).not.toHaveBeenCalled();
  });

  it("shows the server's out-of-stock message", async () => {
    server.use(
      http.post('*/api/cart/', () => HttpResponse.json({ detail: 'Arduino Uno R3 is out of stock!' }, { status: 400 })),
    );
    renderProbe();
    await click('Add');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Arduino Uno R3 is out of stock!'));
  });

  it('asks to sign in again when the session cannot be renewed', async () => {
    server.use(
      http.post('*/api/cart/', () => HttpResponse.json({ detail: 'Not signed in.' }, { status: 401 })),
      http.post('*/api/token/refresh/', () => HttpResponse.json({ detail: 'Expired.' }, { status: 401 })),
    );
    renderProbe();
    await click('Add');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please login to add items to cart', expect.anything()),
    );
    expect(sessionStore.getState().status).toBe('anonymous');
    clickToastAction('Login');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('sends the customer to their profile when a phone number is needed', async () => {
    server.use(
      http.post('*/api/cart/', () =>
        HttpResponse.json({ detail: 'Add a phone number to your profile first.' }, { status: 400 }),
      ),
    );
    renderProbe();
    await click('Add');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Please update your profile with phone number before adding items to cart',
        expect.anything(),
      ),
    );
    clickToastAction('Update Profile');
    expect(await screen.findByRole('heading', { name: 'Profile screen' })).toBeInTheDocument();
  });

  it('reads and toggles the server wishlist', async () => {
    const { sent, release } = serveHeldBackWishlist();
    renderProbe();
    expect(screen.getByText('not saved')).toBeInTheDocument();
    await click('Heart');
    // Shown as saved while the server is still answering.
    await waitFor(() => expect(sent).toEqual(['add 1']));
    expect(screen.getByText('saved')).toBeInTheDocument();
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Arduino Uno R3 added to wishlist'));
    await click('Heart');
    expect(await screen.findByText('not saved')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Item removed from wishlist');
    await waitFor(() => expect(sent).toEqual(['add 1', 'remove 1']));
    expect(screen.getByText('not saved')).toBeInTheDocument();
  });

  it('sends quick toggles one after another, in the order they were made', async () => {
    const { sent, release } = serveHeldBackWishlist();
    renderProbe();
    await click('Heart');
    await click('Heart');
    await waitFor(() => expect(sent).toEqual(['add 1']));
    release();
    await waitFor(() => expect(sent).toEqual(['add 1', 'remove 1']));
    expect(await screen.findByText('not saved')).toBeInTheDocument();
  });

  it('marks the products already on the server wishlist', async () => {
    server.use(wishlistOf([1]));
    renderProbe();
    expect(await screen.findByText('saved')).toBeInTheDocument();
  });
});
