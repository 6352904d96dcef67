import type { AdminMe, Dashboard } from '@makerbazaar/core';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import DashboardPage from './dashboard-page';

const server = setupMockApi();

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  revenue: index === 29 ? 2_450 : 100,
  orders: 1,
}));

const everything: Dashboard = {
  sales: {
    today: { revenue: 2_450, orders: 3 },
    last_7_days: { revenue: 12_999.5, orders: 11 },
    last_30_days: { revenue: 1_25_000, orders: 48 },
    by_day: days,
  },
  orders: { pending: 4, confirmed: 2, packed: 1, shipped: 6 },
  awaiting_payment: {
    count: 2,
    soonest: [{ id: 77, order_number: 'MB20261123-1077', total_amount: 899, expires_at: '2099-01-01T00:00:00Z' }],
  },
  refunds_due: {
    count: 2,
    overdue: 1,
    total_amount: 2_048,
    oldest: [
      {
        id: 51,
        order_number: 'MB20261121-1051',
        customer_name: 'Meera Iyer',
        amount: 1_499,
        since: '2026-11-21T10:35:00.000Z',
        overdue: true,
      },
      {
        id: 58,
        order_number: 'MB20261123-1058',
        customer_name: 'Ravi Kumar',
        amount: 549,
        since: '2026-11-23T09:00:00.000Z',
        overdue: false,
      },
    ],
  },
  stock: {
    low: 5,
    out: 3,
    lowest: [{ id: 12, name: 'Arduino Nano', slug: 'arduino-nano', stock: 2 }],
    sold_out: [{ id: 13, name: 'ESP32 DevKit', slug: 'esp32-devkit', stock: 0 }],
  },
  inbox: { new_messages: 7, open_tickets: 9, new_quotes: 1 },
};

function serve(dashboard: Dashboard, areas: AdminMe['areas']) {
  server.use(
    http.get('*/api/admin/me/', () =>
      HttpResponse.json({ id: 1, username: 'owner', roles: ['owner'], areas, owners: [] } satisfies AdminMe),
    ),
    http.get('*/api/admin/dashboard/', () => HttpResponse.json(dashboard)),
  );
}

const linkTo = (name: RegExp | string) => screen.getByRole('link', { name }).getAttribute('href');

beforeEach(() => startSession('access-1'));

describe('DashboardPage', () => {
  it('links every figure to the filtered list behind it', async () => {
    serve(everything, ['orders', 'catalogue', 'support']);
    renderWithApp(<DashboardPage />, { path: '/admin' });

    const today = await screen.findByRole('link', { name: /^Today: revenue ₹2,450 from 3 orders/ }, { timeout: 5000 });
    expect(today).toHaveAttribute('href', '/admin/orders');
    expect(screen.getByRole('link', { name: /^Last 30 days: revenue ₹1,25,000 from 48 orders/ })).toBeInTheDocument();

    expect(linkTo('Pending: 4')).toBe('/admin/orders?status=pending');
    expect(linkTo('Confirmed: 2')).toBe('/admin/orders?status=confirmed');
    expect(linkTo('Packed: 1')).toBe('/admin/orders?status=packed');
    expect(linkTo('Shipped: 6')).toBe('/admin/orders?status=shipped');
    expect(linkTo('Waiting for payment: 2')).toBe('/admin/orders?awaiting=payment');
    expect(linkTo('MB20261123-1077')).toBe('/admin/orders/77');

    expect(linkTo('Low stock: 5')).toBe('/admin/products?stock=low');
    expect(linkTo('Out of stock: 3')).toBe('/admin/products?stock=out');
    expect(linkTo('Arduino Nano')).toBe('/admin/products/12');

    expect(linkTo('New messages: 7')).toBe('/admin/inbox?tab=messages&status=new');
    expect(linkTo('Open tickets: 9')).toBe('/admin/inbox?tab=tickets&status=open');
    expect(linkTo('New quotes: 1')).toBe('/admin/inbox?tab=quotes&status=new');

    // The chart is described in words for screen readers.
    expect(screen.getByText(/Revenue by day over the last 30 days/)).toBeInTheDocument();
  });

  it('lists the refunds to make, marks the overdue one, and opens each order’s refund', async () => {
    serve(everything, ['orders', 'customers']);
    renderWithApp(<DashboardPage />, { path: '/admin' });
    const panel = (await screen.findByRole('heading', { name: 'Refunds to make' }, { timeout: 5000 })).closest(
      'section',
    )!;
    expect(within(panel).getByRole('link', { name: 'To refund: 2' })).toHaveAttribute(
      'href',
      '/admin/orders?refund=due',
    );
    expect(within(panel).getByText('₹2,048 in all')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Overdue: 1' })).toHaveAttribute(
      'href',
      '/admin/orders?refund=overdue',
    );

    const [oldest, newer] = within(within(panel).getByRole('list', { name: 'Longest waiting refunds' })).getAllByRole(
      'listitem',
    );
    expect(oldest).toHaveTextContent('MB20261121-1051');
    expect(oldest).toHaveTextContent('Meera Iyer');
    expect(oldest).toHaveTextContent('₹1,499 to refund since 21 Nov 2026');
    expect(within(oldest!).getByText('Overdue')).toBeInTheDocument();
    expect(within(oldest!).getByRole('link', { name: 'Refund ₹1,499 on order MB20261121-1051' })).toHaveAttribute(
      'href',
      '/admin/orders/51?refund=open',
    );
    expect(within(newer!).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('shows a catalogue clerk stock, not revenue', async () => {
    serve({ ...everything, sales: null, orders: null, awaiting_payment: null, refunds_due: null, inbox: null }, [
      'catalogue',
    ]);
    renderWithApp(<DashboardPage />, { path: '/admin' });
    const stock = await screen.findByRole('heading', { name: 'Stock' }, { timeout: 5000 });
    expect(within(stock.closest('section')!).getByRole('link', { name: 'Low stock: 5' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sales' })).not.toBeInTheDocument();
    expect(screen.queryByText(/₹2,450/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds to make' })).not.toBeInTheDocument();
  });

  it('says so when the dashboard cannot be loaded', async () => {
    server.use(
      http.get('*/api/admin/me/', () => HttpResponse.json({ id: 1, username: 'owner', roles: ['owner'], areas: [] })),
      http.get('*/api/admin/dashboard/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    renderWithApp(<DashboardPage />, { path: '/admin' });
    expect(
      await screen.findByText(/The dashboard could not be loaded/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
