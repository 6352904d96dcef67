import type { InboxThread, Paginated, QuoteRow, TicketRow } from '@makerbazaar/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import InboxPage from './inbox-page';
import ThreadPage from './thread-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

const quote: QuoteRow = {
  id: 3,
  reference: 'BQ-20261123-0003',
  organisation: 'Government Polytechnic, Pune',
  contact_name: 'Dr Sunita Kale',
  email: 'purchase@gpp.example.in',
  item_count: 2,
  needed_by: '2026-12-15',
  status: 'new',
  replies: 0,
  created_at: '2026-11-23T09:30:00.000Z',
};

const ticket: InboxThread = {
  kind: 'ticket',
  id: 12,
  reference: 'SR-20261123-0012',
  status: 'open',
  name: 'Kiran Rao',
  email: 'kiran@example.in',
  topic: 'Technical help with a product',
  order_number: null,
  message: 'My ESP32 resets when the Wi-Fi connects.',
  customer_id: null,
  created_at: '2026-11-23T09:30:00.000Z',
  handled_at: null,
  replies: [],
};

describe('the inbox', () => {
  it('opens the tab and status the address names, as the dashboard links to them', async () => {
    const requests = recordRequests(
      server,
      '/admin/inbox/quotes/',
      (): Paginated<QuoteRow> => ({
        count: 1,
        next: null,
        previous: null,
        results: [quote],
      }),
    );
    renderWithApp(<InboxPage />, { path: '/admin/inbox?tab=quotes&status=new' });

    expect(await screen.findByRole('link', { name: quote.reference }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/admin/inbox/quote/3',
    );
    expect(screen.getByRole('tab', { name: 'Bulk quotes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(requests[0]?.get('status')).toBe('new');
  });

  it('lists a ticket by its reference, linked to its thread, over its topic and order, beside who wrote', async () => {
    const row: TicketRow = {
      id: 12,
      reference: ticket.reference,
      name: ticket.name,
      email: ticket.email,
      topic: 'Order and delivery',
      order_number: 'MB20261123-1041',
      status: 'open',
      replies: 1,
      created_at: ticket.created_at,
    };
    recordRequests(server, '/admin/inbox/tickets/', () => ({ count: 1, next: null, previous: null, results: [row] }));
    renderWithApp(<InboxPage />, { path: '/admin/inbox?tab=tickets' });

    const link = await screen.findByRole('link', { name: row.reference }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/admin/inbox/ticket/12');
    expect(screen.getByText('Order and delivery · MB20261123-1041')).toBeInTheDocument();
    expect(screen.getByText('Kiran Rao')).toBeInTheDocument();
    expect(screen.getByText('kiran@example.in')).toBeInTheDocument();
  });

  it('sends a reply, shows it on the thread, and shows why a reply was refused', async () => {
    const user = userEvent.setup();
    // The server's copy of the thread, which a reply changes.
    let current: InboxThread = ticket;
    let refuse = false;
    server.use(
      http.get('*/api/admin/inbox/tickets/12/', () => HttpResponse.json(current)),
      http.post('*/api/admin/inbox/tickets/12/replies/', async ({ request }) => {
        if (refuse)
          return HttpResponse.json({ detail: 'This ticket is closed. Reopen it before replying.' }, { status: 409 });
        const { body } = (await request.json()) as { body: string };
        current = {
          ...ticket,
          status: 'answered',
          replies: [{ id: 1, author_name: 'owner', body, created_at: '2026-11-23T10:00:00.000Z' }],
        };
        return HttpResponse.json(current, { status: 201 });
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/admin/inbox/:kind/:id" element={<ThreadPage />} />
      </Routes>,
      { path: '/admin/inbox/ticket/12' },
    );

    expect(await screen.findByText(ticket.message, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Sending marks the ticket answered.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a reply.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('To kiran@example.in'), 'Use a 2 A supply.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Use a 2 A supply.')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Reply sent to kiran@example.in.');
    expect(screen.getByText('Answered')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('To kiran@example.in')).toHaveValue(''));

    refuse = true;
    await user.type(screen.getByLabelText('To kiran@example.in'), 'Anything else?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This ticket is closed. Reopen it before replying.'));
  });
});
