import { NEWSLETTER_ALREADY_SUBSCRIBED, NEWSLETTER_SUBSCRIBED } from '@makerbazaar/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import NewsletterForm from './newsletter-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();
beforeEach(() => vi.clearAllMocks());

async function subscribe(email: string) {
  renderWithApp(<NewsletterForm />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('NewsletterForm', () => {
  it("thanks a new subscriber in the server's words and clears the box", async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/newsletter/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: NEWSLETTER_SUBSCRIBED }, { status: 201 });
      }),
    );
    await subscribe('Meera@Example.in');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NEWSLETTER_SUBSCRIBED));
    expect(sent).toEqual({ email: 'meera@example.in' });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('tells an address already on the list so, as news rather than success', async () => {
    server.use(http.post('*/api/newsletter/', () => HttpResponse.json({ detail: NEWSLETTER_ALREADY_SUBSCRIBED })));
    await subscribe('meera@example.in');
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(NEWSLETTER_ALREADY_SUBSCRIBED));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("puts the server's complaint about the address under the box", async () => {
    server.use(
      http.post('*/api/newsletter/', () =>
        HttpResponse.json({ email: ['This e-mail domain does not accept mail.'] }, { status: 400 }),
      ),
    );
    await subscribe('meera@example.in');
    expect(await screen.findByText('This e-mail domain does not accept mail.')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
