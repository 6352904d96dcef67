import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/features/cart';
import { i18n } from '@/lib/i18n';
import { endSession, SessionProvider, startSession } from '@/lib/session';
import { aCartProduct, asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { RootLayout } from './root-layout';

const server = setupMockApi();

const emptyList = { count: 0, next: null, previous: null, results: [] };
const cartProduct = aCartProduct(1, 'Arduino Uno R3', 650, 40);

function renderLayout() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <SessionProvider>
            <Routes>
              <Route element={<RootLayout />}>
                <Route index element={<h1>Home</h1>} />
              </Route>
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  // jsdom has no scrolling; the layout's scroll restoration only needs the call to exist.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  endSession();
  useUiStore.setState({ isCartOpen: false });
  server.use(
    http.get('*/api/categories/', () => HttpResponse.json(emptyList)),
    http.get('*/api/courses/', () => HttpResponse.json(emptyList)),
  );
});

describe('RootLayout staging banner', () => {
  it('says on the page that nothing is charged or shipped when the shop runs the test gateway in production', async () => {
    server.use(
      http.get('*/api/payments/options/', () =>
        HttpResponse.json({ online: true, provider: 'test', test_mode_banner: true }),
      ),
    );
    renderLayout();
    expect(await screen.findByRole('complementary', { name: 'Test mode' })).toHaveTextContent(
      'Staging shop: payments are in test mode — nothing you order here is charged or shipped.',
    );
  });

  it('shows no banner on a shop that charges for real', async () => {
    const options = vi.fn(() => HttpResponse.json({ online: true, provider: 'razorpay', test_mode_banner: false }));
    server.use(http.get('*/api/payments/options/', options));
    renderLayout();
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(options).toHaveBeenCalled());
    expect(screen.queryByRole('complementary', { name: 'Test mode' })).not.toBeInTheDocument();
  });
});

describe('RootLayout badges', () => {
  it('shows no counts and no notification bell to a visitor and asks the server nothing about them', async () => {
    const cart = vi.fn(() => HttpResponse.json(emptyList));
    server.use(
      http.get('*/api/cart/', cart),
      http.get('*/api/wishlist/', cart),
      http.get('*/api/notifications/unread-count/', cart),
    );
    renderLayout();
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(cart).not.toHaveBeenCalled();
  });

  it("counts the quantities in the customer's cart and the saved products, and opens the cart", async () => {
    startSession('token');
    server.use(
      http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
      http.get('*/api/cart/', () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 9, product: cartProduct, quantity: 3, line_total: 1950 }],
          total_items: 3,
          total_amount: 1950,
        }),
      ),
      http.get('*/api/wishlist/', () => HttpResponse.json({ ...emptyList, count: 2 })),
      http.get('*/api/notifications/unread-count/', () => HttpResponse.json({ unread_count: 4 })),
    );
    renderLayout();
    const cartButton = await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(cartButton).toHaveTextContent('3');
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toHaveTextContent('2');
    const bell = await screen.findByRole('link', { name: 'Notifications, 4 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('4');

    await userEvent.setup().click(cartButton);
    // The drawer is its own chunk, loaded on the first click.
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' }, { timeout: 5000 });
    expect(within(drawer).getByRole('link', { name: 'Arduino Uno R3' })).toBeInTheDocument();
  });
});

describe('RootLayout links to About and Contact', () => {
  it('from the header, the footer and the mobile menu', async () => {
    renderLayout();
    const pages = [
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
    ];
    const header = within(await screen.findByRole('navigation', { name: 'Main' }));
    const footer = within(await screen.findByRole('contentinfo'));
    for (const [name, href] of pages) {
      expect(header.getByRole('link', { name })).toHaveAttribute('href', href);
      expect(await footer.findByRole('link', { name })).toHaveAttribute('href', href);
    }

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Mobile' }, { timeout: 5000 }));
    for (const [name, href] of pages) expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

it("the footer's popular categories open their category", async () => {
  renderLayout();
  const footer = within(await screen.findByRole('contentinfo'));
  expect(await footer.findByRole('link', { name: 'Motors & Drivers' })).toHaveAttribute('href', '/category/motors');
  expect(footer.getByRole('link', { name: 'Arduino Boards' })).toHaveAttribute('href', '/category/arduino');
});
