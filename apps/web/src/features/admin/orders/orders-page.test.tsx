import type { AdminOrderSummary } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { aPage } from '@/test/fixtures';
import { recordRequests, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import OrdersPage from './orders-page';

const server = setupMockApi();
beforeEach(() => startSession('access-1'));

function aSummary(changes: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: 51,
    order_number: 'MB20261121-1051',
    created_at: '2026-11-21T09:00:00.000Z',
    status: 'cancelled',
    payment_method: 'online',
    payment_status: 'refund_pending',
    total_amount: 1499,
    total_items: 1,
    customer_name: 'Meera Iyer',
    customer_email: 'meera@example.in',
    phone_number: '+919845012345',
    pincode: '560025',
    payment_expires_at: null,
    refund_due: { amount: 1499, since: '2026-11-21T10:35:00.000Z', overdue: true },
    ...changes,
  };
}

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

describe('OrdersPage', () => {
  it('lists the refunds to make from the address, marks the overdue, and narrows to them', async () => {
    const requests = recordRequests(server, '/admin/orders/', () =>
      aPage([
        aSummary(),
        aSummary({
          id: 58,
          order_number: 'MB20261123-1058',
          refund_due: { amount: 549, since: '2026-11-23T09:00:00.000Z', overdue: false },
        }),
      ]),
    );
    renderWithApp(
      <>
        <OrdersPage />
        <Address />
      </>,
      { path: '/admin/orders?refund=due' },
    );
    const overdue = await screen.findByRole('row', { name: /MB20261121-1051/ }, { timeout: 5000 });
    expect(Object.fromEntries(requests.at(-1) ?? [])).toMatchObject({ refund: 'due' });
    expect(screen.getByRole('button', { name: 'Refunds to make' })).toHaveAttribute('aria-current', 'page');
    expect(overdue).toHaveTextContent('₹1,499 to refund since 21 Nov 2026');
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /MB20261123-1058/ })).queryByText('Overdue')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Only overdue refunds/ }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/admin/orders?refund=overdue'));
    await waitFor(() => expect(requests.at(-1)?.get('refund')).toBe('overdue'));

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/admin\/orders$/));
  });
});
