import type { AdminMe, Dashboard } from '@makerbazaar/core';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import AdminApp from './admin-app';

const server = setupMockApi();
beforeEach(() => {
  startSession('access-1');
  // The menu keeps the current screen's link in view; jsdom lays nothing out.
  Element.prototype.scrollIntoView = vi.fn();
});

const OWNERS: AdminMe['owners'] = [
  { username: 'asha', name: 'Asha Rao' },
  { username: 'ravi', name: '' },
];
const supportOnly: AdminMe = {
  id: 9,
  username: 'kavya',
  roles: ['support'],
  areas: ['customers', 'support'],
  owners: OWNERS,
};
const owner: AdminMe = {
  id: 1,
  username: 'asha',
  roles: ['owner'],
  areas: ['staff', 'audit', 'outbox', 'accounts', 'catalogue', 'orders', 'customers', 'support'],
  owners: OWNERS,
};
const inboxOnly: Dashboard = {
  sales: null,
  orders: null,
  awaiting_payment: null,
  refunds_due: null,
  stock: null,
  inbox: { new_messages: 1, open_tickets: 2, new_quotes: 0 },
};

function openAdmin(path: string, me: AdminMe) {
  server.use(
    http.get('*/api/admin/me/', () => HttpResponse.json(me)),
    http.get('*/api/admin/dashboard/', () => HttpResponse.json(inboxOnly)),
  );
  renderWithApp(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    { path },
  );
}

const notForYourRole = () => screen.findByRole('heading', { name: 'Not for your role' }, { timeout: 5000 });

describe('AdminApp for a support-only staff member', () => {
  it('shows in the menu only the screens their roles open', async () => {
    openAdmin('/admin', supportOnly);
    const menu = await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 5000 });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Customers', 'Inbox']);
  });

  it('answers the products address with the not-for-your-role page, never the products screen', async () => {
    openAdmin('/admin/products', supportOnly);
    await notForYourRole();
    expect(
      screen.getByText(
        /Products, categories, coupons, courses, projects and the FAQ are opened by the Owner and Catalogue roles\. Your roles: Support\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ask an owner of the shop to give you one of them: Asha Rao (asha) and ravi.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin');
    for (const name of [/Export/, /Import/, /New product/, /Retry/, /Try again/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    // Still inside the back office, with its menu.
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });

  it('answers the staff address the same way', async () => {
    openAdmin('/admin/staff', supportOnly);
    await notForYourRole();
    expect(screen.getByText(/Staff and their roles is opened by the Owner role\./)).toBeInTheDocument();
  });

  it('gives the packing slip’s bare page the same answer, inside the back office', async () => {
    openAdmin('/admin/orders/41/packing-slip', supportOnly);
    await notForYourRole();
    expect(
      screen.getByText(/Orders, refunds and delivery rules are opened by the Owner and Orders roles/),
    ).toBeInTheDocument();
  });
});

describe('AdminApp when the roles change while a screen is open', () => {
  it('shows the not-for-your-role page once the server refuses the screen', async () => {
    let me = owner;
    server.use(
      http.get('*/api/admin/me/', () => HttpResponse.json(me)),
      http.get('*/api/admin/audit/', () => {
        me = supportOnly;
        return HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 });
      }),
      http.get('*/api/admin/staff/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    renderWithApp(
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>,
      { path: '/admin/audit' },
    );
    await notForYourRole();
    expect(screen.getByText(/The audit log is opened by the Owner role\. Your roles: Support\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });
});
