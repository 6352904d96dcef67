import type { AdminMe, CustomerDetail } from '@makerbazaar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import CustomerPage from './customer-page';

const server = setupMockApi();

const meera: CustomerDetail = {
  id: 2,
  username: 'meera_k',
  email: 'meera@example.in',
  first_name: 'Meera',
  last_name: 'Krishnan',
  phone: '+919123456789',
  address: '12 MG Road, Bengaluru 560001',
  date_joined: '2026-09-24T10:00:00.000Z',
  last_login: '2026-11-23T10:00:00.000Z',
  is_active: true,
  is_staff: false,
  email_verified: true,
  pending_email: null,
  orders_count: 1,
  lifetime_value: 1_249,
  orders: [
    {
      id: 40,
      order_number: 'MB20261115-2011',
      created_at: '2026-11-18T10:00:00.000Z',
      status: 'delivered',
      payment_method: 'online',
      payment_status: 'partially_refunded',
      total_amount: 1_349,
      refunded_amount: 100,
    },
  ],
  messages: [
    {
      kind: 'ticket',
      id: 5,
      reference: 'SR-20261123-0001',
      subject: 'Order and delivery',
      status: 'open',
      created_at: '2026-11-23T10:00:00.000Z',
    },
  ],
};

function serve(areas: AdminMe['areas'], customer: CustomerDetail = meera) {
  server.use(
    http.get('*/api/admin/me/', () =>
      HttpResponse.json({ id: 1, username: 'owner', roles: ['owner'], areas, owners: [] } satisfies AdminMe),
    ),
    http.get('*/api/admin/customers/2/', () => HttpResponse.json(customer)),
  );
}

const openMeera = async () => {
  renderWithApp(
    <Routes>
      <Route path="/admin/customers/:id" element={<CustomerPage />} />
    </Routes>,
    { path: '/admin/customers/2' },
  );
  return screen.findByRole('heading', { name: /Meera Krishnan/ }, { timeout: 5000 });
};

beforeEach(() => startSession('access-1'));

describe('CustomerPage', () => {
  it('shows the profile, lifetime value, orders and messages with links to them', async () => {
    serve(['customers', 'orders', 'support']);
    await openMeera();
    expect(screen.getByText('₹1,249')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'MB20261115-2011' })).toHaveAttribute('href', '/admin/orders/40');
    expect(screen.getByText(/−₹100 refunded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SR-20261123-0001' })).toHaveAttribute('href', '/admin/inbox/tickets/5');
    // Reading is not changing: only the owner's `accounts` area offers deactivation.
    expect(screen.queryByRole('button', { name: /Deactivate account/ })).not.toBeInTheDocument();
  });

  it('links orders and messages only for staff whose roles open them', async () => {
    serve(['customers', 'support']);
    await openMeera();
    expect(await screen.findByRole('link', { name: 'SR-20261123-0001' })).toBeInTheDocument();
    expect(screen.getByText('MB20261115-2011')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'MB20261115-2011' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /in Orders/ })).not.toBeInTheDocument();
  });

  it('says whether the address is verified, and which address waits for its link', async () => {
    serve(['customers'], { ...meera, email_verified: false });
    await openMeera();
    expect(screen.getByText(/Not verified: the shop sends it no e-mails/)).toBeInTheDocument();
  });

  it('names a changed address waiting beside the verified one', async () => {
    serve(['customers'], { ...meera, pending_email: 'meera@newmail.in' });
    await openMeera();
    expect(
      screen.getByText(/Verified\. Changing to meera@newmail\.in, once that link is followed\./),
    ).toBeInTheDocument();
  });

  it('lets an owner deactivate the account and shows why the server refused', async () => {
    serve(['customers', 'accounts']);
    server.use(
      http.post('*/api/admin/customers/2/deactivate/', () =>
        HttpResponse.json(
          { detail: 'This is a staff account: remove their staff roles first (Staff page), then deactivate it.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openMeera();
    await user.click(await screen.findByRole('button', { name: /Deactivate account/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: /Deactivate the account of meera_k/ });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/remove their staff roles first/);

    const deactivated = { ...meera, is_active: false };
    server.use(
      http.post('*/api/admin/customers/2/deactivate/', () => HttpResponse.json(deactivated)),
      http.get('*/api/admin/customers/2/', () => HttpResponse.json(deactivated)),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    expect(await screen.findByText(/This account is deactivated/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reactivate account/ })).toBeInTheDocument();
  });
});
