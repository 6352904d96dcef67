import type { Product } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductActions } from '@/features/catalog/product-actions';
import { endSession, startSession } from '@/lib/session';
import { aProduct, asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import WishlistPage from './wishlist-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

/** An Espressif module at ₹450 (was ₹599): the facts the card is checked for. */
function product(id: number, name: string, stock: number): Product {
  return {
    ...aProduct(id, name, 450, stock),
    brand: 'Espressif',
    category: { id: 3, name: 'IoT Modules', slug: 'iot' },
    original_price: 599,
    rating: 4.2,
    num_reviews: 31,
  };
}

const esp32 = product(5, 'ESP32 DevKit V1', 14);
const lidar = product(6, 'TF-Luna LiDAR', 0);
let saved: Product[];

const list = () => ({ count: saved.length, next: null, previous: null, results: saved });

beforeEach(() => {
  vi.clearAllMocks();
  startSession('token');
  saved = [esp32, lidar];
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/wishlist/', () => HttpResponse.json(list())),
  );
});

const spyActions = (): ProductActions => ({ addToCart: vi.fn(), toggleWishlist: vi.fn(), isWishlisted: () => true });

describe('WishlistPage', () => {
  it('tells a visitor to sign in', () => {
    endSession();
    renderWithApp(<WishlistPage />, { path: '/wishlist' });
    expect(screen.getByText('You must be logged in to view your wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('shows placeholders while the list loads', async () => {
    server.use(
      http.get('*/api/wishlist/', async () => {
        await delay('infinite');
        return HttpResponse.json(list());
      }),
    );
    renderWithApp(<WishlistPage />, { path: '/wishlist' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Loading products…').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('says so in the page and in a toast when the list cannot be loaded', async () => {
    server.use(http.get('*/api/wishlist/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    renderWithApp(<WishlistPage />, { path: '/wishlist' });
    expect(await screen.findByText('Failed to fetch wishlist. Please try again.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch wishlist');
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('offers Continue Shopping when the wishlist is empty', async () => {
    saved = [];
    renderWithApp(<WishlistPage />, { path: '/wishlist' });
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows each saved product with its details, and adds in-stock ones to the cart', async () => {
    const actions = spyActions();
    renderWithApp(<WishlistPage />, { path: '/wishlist', actions });
    const card = (await screen.findByRole('heading', { name: 'ESP32 DevKit V1' })).closest('article')!;
    expect(card).toHaveTextContent('Espressif');
    expect(within(card).getByRole('link', { name: 'IoT Modules' })).toHaveAttribute('href', '/category/iot');
    expect(card).toHaveTextContent('₹450');
    expect(card).toHaveTextContent('In Stock');
    expect(within(card).getByText(/Rated 4.2 out of 5 from 31 reviews/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ESP32 DevKit V1' })).toHaveAttribute('href', '/product/part-5');
    expect(screen.getByText('2 saved products')).toBeInTheDocument();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(actions.addToCart).toHaveBeenCalledWith(esp32);

    const soldOut = screen.getByRole('heading', { name: 'TF-Luna LiDAR' }).closest('article')!;
    expect(soldOut).toHaveTextContent('Out of Stock');
    expect(within(soldOut).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('takes a removed product off the list at once and deletes it on the server', async () => {
    let release = () => {};
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/wishlist/:id/', async ({ params }) => {
        deleted.push(String(params.id));
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        saved = saved.filter((p) => p.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithApp(<WishlistPage />, { path: '/wishlist' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove ESP32 DevKit V1 from wishlist' }));
    expect(screen.queryByText('ESP32 DevKit V1')).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Item removed from wishlist');
    expect(screen.getByText('1 saved product')).toBeInTheDocument();
    await waitFor(() => expect(deleted).toEqual(['5']));
    release();
    // The list reloaded after the removal no longer has it either.
    await waitFor(() => expect(screen.getByText('1 saved product')).toBeInTheDocument());
    expect(screen.queryByText('ESP32 DevKit V1')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts the product back in its place when the server refuses to remove it', async () => {
    server.use(http.delete('*/api/wishlist/:id/', () => HttpResponse.json({ detail: 'Try later.' }, { status: 503 })));
    renderWithApp(<WishlistPage />, { path: '/wishlist' });
    const remove = await screen.findByRole('button', { name: 'Remove ESP32 DevKit V1 from wishlist' });
    // From here on the list is not reloaded, so what shows after the failure is the rollback itself.
    server.use(http.get('*/api/wishlist/', () => delay('infinite')));
    await userEvent.setup().click(remove);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Try later.'));
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['ESP32 DevKit V1', 'TF-Luna LiDAR']);
  });

  it('counts a product already removed elsewhere as removed', async () => {
    server.use(
      http.delete('*/api/wishlist/:id/', () => {
        saved = saved.filter((p) => p.id !== esp32.id);
        return HttpResponse.json({ detail: 'This product is not in your wishlist.' }, { status: 404 });
      }),
    );
    renderWithApp(<WishlistPage />, { path: '/wishlist' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove ESP32 DevKit V1 from wishlist' }));
    await waitFor(() => expect(screen.getByText('1 saved product')).toBeInTheDocument());
    expect(screen.queryByText('ESP32 DevKit V1')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
