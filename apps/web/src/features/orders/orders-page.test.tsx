import { ORDER_STATUSES, type Order, type Paginated } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { anOrder, anUnpaidOrder, asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { statusStyle } from './components/order-status';
import OrdersPage from './orders-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

function page(results: Order[], next: string | null = null, count = results.length): Paginated<Order> {
  return { count, next, previous: null, results };
}

function serveOrders(...pages: Paginated<Order>[]) {
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/orders/', ({ request }) => {
      const n = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json(pages[n - 1] ?? page([]));
    }),
  );
}

const card = (orderNumber: string) => screen.findByRole('article', { name: `Order ${orderNumber}` });

beforeEach(() => startSession('access-1'));

describe('OrdersPage', () => {
  it('shows every field of an order', async () => {
    serveOrders(
      page([
        anOrder({
          status: 'shipped',
          status_display: 'Shipped',
          tracking_number: 'DTDC-99812',
          payment_status: 'completed',
          payment_status_display: 'Paid',
          payment_method: 'online',
          payment_method_display: 'Online Payment',
          can_be_cancelled: false,
        }),
      ]),
    );
    renderWithApp(<OrdersPage />);
    const order = await card('MB-2026-000041');
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByText('Track and manage your orders.')).toBeInTheDocument();
    const q = within(order);
    expect(q.getByText('21 Nov 2026')).toBeInTheDocument();
    expect(q.getByText('Shipped')).toHaveAttribute('data-status', 'shipped');
    expect(q.getByText('₹1,048')).toBeInTheDocument();
    expect(q.getByText('Items').nextSibling).toHaveTextContent('3');
    const items = q.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Arduino Uno R3');
    expect(items[0]).toHaveTextContent('Qty 2 × ₹499');
    expect(items[0]?.querySelector('img')).toHaveAttribute('src', '/media/uno.png');
    expect(items[1]).toHaveTextContent('Jumper wires (40)');
    expect(items[1]?.querySelector('img')).toHaveAttribute('src', '/media/wires.png');
    expect(q.getByText('14 Church Street, Bengaluru 560001')).toBeInTheDocument();
    expect(q.getByText('+91 98450 12345')).toBeInTheDocument();
    expect(q.getByText('Online Payment')).toBeInTheDocument();
    expect(q.getByText('Paid')).toHaveClass('badge-primary');
    expect(q.getByText('DTDC-99812')).toBeInTheDocument();
    expect(q.getByRole('link', { name: /View details of order MB-2026-000041/ })).toHaveAttribute('href', '/orders/41');
  });

  it('offers each action only when it applies', async () => {
    serveOrders(
      page([
        anOrder({ id: 1, order_number: 'MB-1', can_be_cancelled: true }),
        anOrder({
          id: 2,
          order_number: 'MB-2',
          can_be_cancelled: false,
          status: 'delivered',
          status_display: 'Delivered',
          invoice: {
            number: 'MB/26-27/000041',
            issued_at: '2026-11-21T09:30:00.000Z',
            url: '/api/orders/2/invoice.pdf',
          },
        }),
        anUnpaidOrder({ id: 3, order_number: 'MB-3' }),
      ]),
    );
    renderWithApp(<OrdersPage />);
    const first = within(await card('MB-1'));
    expect(first.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(first.queryByRole('link', { name: 'Write Review' })).not.toBeInTheDocument();
    expect(first.queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
    expect(first.getByText('Pending')).not.toHaveClass('badge-primary');

    const delivered = within(await card('MB-2'));
    expect(delivered.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(delivered.getByRole('link', { name: 'Write Review' })).toHaveAttribute(
      'href',
      '/reviews/write/arduino-uno-r3',
    );

    const unpaid = within(await card('MB-3'));
    expect(unpaid.getByRole('button', { name: 'Complete payment' })).toBeInTheDocument();
    // A tax invoice only once one is issued.
    expect(unpaid.queryByRole('button', { name: /tax invoice/ })).not.toBeInTheDocument();
    expect(delivered.getByRole('button', { name: 'Download tax invoice MB/26-27/000041 (PDF)' })).toBeInTheDocument();
  });

  it('cancels after confirmation and shows the new status', async () => {
    let cancelled = false;
    serveOrders(page([anOrder()]));
    server.use(
      http.get('*/api/orders/', () =>
        HttpResponse.json(
          page([
            cancelled
              ? anOrder({ status: 'cancelled', status_display: 'Cancelled', can_be_cancelled: false })
              : anOrder(),
          ]),
        ),
      ),
      http.post('*/api/orders/41/cancel/', () => {
        cancelled = true;
        return HttpResponse.json(
          anOrder({ status: 'cancelled', status_display: 'Cancelled', can_be_cancelled: false }),
        );
      }),
    );
    renderWithApp(<OrdersPage />);
    const user = userEvent.setup();
    await user.click(within(await card('MB-2026-000041')).getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order MB-2026-000041?' });
    expect(cancelled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Order cancelled', {
      description: 'Order MB-2026-000041 has been cancelled.',
    });
    const order = within(await card('MB-2026-000041'));
    expect(await order.findByText('Cancelled')).toHaveAttribute('data-status', 'cancelled');
    expect(order.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('keeps the order when the customer changes their mind', async () => {
    let calls = 0;
    serveOrders(page([anOrder()]));
    server.use(
      http.post('*/api/orders/41/cancel/', () => {
        calls += 1;
        return HttpResponse.json(anOrder());
      }),
    );
    renderWithApp(<OrdersPage />);
    const user = userEvent.setup();
    await user.click(within(await card('MB-2026-000041')).getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);
  });

  it("shows the server's reason when it refuses to cancel", async () => {
    const reason = 'Orders can be cancelled only within 1 hour of placing them.';
    serveOrders(page([anOrder()]));
    server.use(http.post('*/api/orders/41/cancel/', () => HttpResponse.json({ detail: reason }, { status: 409 })));
    renderWithApp(<OrdersPage />);
    const user = userEvent.setup();
    await user.click(within(await card('MB-2026-000041')).getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not cancel the order', { description: reason }),
    );
  });

  it('loads more orders a page at a time', async () => {
    serveOrders(
      page([anOrder({ id: 2, order_number: 'MB-2' })], '/api/orders/?page=2', 2),
      page([anOrder({ id: 1, order_number: 'MB-1' })], null, 2),
    );
    renderWithApp(<OrdersPage />);
    await card('MB-2');
    expect(screen.getByText('Showing 1 of 2 orders')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more orders' }));
    await card('MB-1');
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    serveOrders(page([]));
    renderWithApp(<OrdersPage />);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('says so in the page and a toast when the orders cannot be fetched', async () => {
    server.use(
      http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
      http.get('*/api/orders/', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    );
    renderWithApp(<OrdersPage />);
    expect(await screen.findByText('Failed to fetch orders. Please try again.')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch orders');
  });

  it('asks a visitor to sign in', () => {
    endSession();
    renderWithApp(<OrdersPage />);
    expect(screen.getByText('You must be logged in to view your orders.')).toBeInTheDocument();
  });
});

describe('statusStyle', () => {
  it('gives each status its own icon and colour, and an unknown one a neutral look', () => {
    const styles = ORDER_STATUSES.map(statusStyle);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(ORDER_STATUSES.length);
    expect(new Set(styles.map((s) => s.className)).size).toBe(ORDER_STATUSES.length);
    const unknown = statusStyle('returned');
    expect(unknown.className).toContain('bg-muted');
    expect(styles.map((s) => s.icon)).not.toContain(unknown.icon);
  });
});
