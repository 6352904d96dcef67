import { OUTBOX_TEXT_WITHHELD, type OutboxEmail, type OutboxEntry, type Paginated } from '@makerbazaar/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import OutboxPage from './outbox-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

const failed: OutboxEntry = {
  id: 7,
  to: 'lab@tinkerers.example.in',
  subject: 'Your bulk quote request BQ-20261123-0002',
  kind: 'bulk_quote_acknowledgement',
  state: 'failed',
  attempts: 14,
  last_error: 'Error: 550 mailbox unavailable',
  created_at: '2026-11-23T09:30:00.000Z',
  sent_at: null,
  next_attempt_at: '2026-11-23T10:30:00.000Z',
  failed_at: '2026-11-24T09:30:00.000Z',
};

const reset: OutboxEntry = {
  ...failed,
  id: 8,
  to: 'asha@example.in',
  subject: 'Reset your MakerBazaar password',
  kind: 'password_reset',
  state: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: '2026-11-23T09:31:00.000Z',
  failed_at: null,
};

describe('the outbox', () => {
  it('lists by the state the address names, retries a failed e-mail, and withholds a reset link', async () => {
    const user = userEvent.setup();
    const requests = recordRequests(
      server,
      '/admin/outbox/',
      (): Paginated<OutboxEntry> => ({
        count: 2,
        next: null,
        previous: null,
        results: [failed, reset],
      }),
    );
    server.use(
      http.post('*/api/admin/outbox/7/retry/', () =>
        HttpResponse.json({ ...failed, state: 'waiting', failed_at: null, text: 'Hello', redacted: false }),
      ),
      http.get('*/api/admin/outbox/8/', () =>
        HttpResponse.json({ ...reset, text: null, redacted: true } satisfies OutboxEmail),
      ),
    );
    renderWithApp(<OutboxPage />, { path: '/admin/outbox?state=failed' });

    expect(await screen.findByText(failed.subject, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(requests[0]?.get('state')).toBe('failed');
    expect(screen.getByRole('tab', { name: 'Failed' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The e-mail to lab@tinkerers.example.in will be sent again shortly.'),
    );

    await user.click(screen.getByRole('button', { name: reset.subject }));
    expect(await screen.findByText(OUTBOX_TEXT_WITHHELD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
  });
});
