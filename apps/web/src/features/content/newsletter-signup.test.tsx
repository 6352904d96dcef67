import { NEWSLETTER_SUBSCRIBED } from '@makerbazaar/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { NewsletterSignup } from './newsletter-signup';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();
beforeEach(() => vi.clearAllMocks());

describe('NewsletterSignup', () => {
  it('sends an address typed and sent before the form libraries arrived', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/newsletter/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: NEWSLETTER_SUBSCRIBED }, { status: 201 });
      }),
    );
    renderWithApp(<NewsletterSignup />);
    // Typed without a focus event reaching the app (before it started), then sent.
    const box = screen.getByLabelText('Email address');
    fireEvent.change(box, { target: { value: 'Meera@Example.in' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NEWSLETTER_SUBSCRIBED));
    expect(sent).toEqual({ email: 'meera@example.in' });
  });

  it('keeps the focus and what was typed when the full form takes over, and checks the address', async () => {
    renderWithApp(<NewsletterSignup />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email address'));
    await user.keyboard('meera@');
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
    await user.keyboard('nowhere');
    expect(screen.getByLabelText('Email address')).toHaveValue('meera@nowhere');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
  });
});
