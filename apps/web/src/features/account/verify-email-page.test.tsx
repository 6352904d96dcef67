import type { EmailLinkRefusal } from '@makerbazaar/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { recordLinkTokens, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import VerifyEmailPage from './verify-email-page';

const server = setupMockApi();
beforeEach(() => endSession());

const TOKEN = 'Vq3xL9mK2pR7tW4zN8bC';

/** Answers the verification with `answer`; returns the tokens it received. */
const serveVerification = (answer: () => Response) => recordLinkTokens(server, '/users/verify_email/', answer);

const refused = (status: number, reason: EmailLinkRefusal, detail: string) => () =>
  HttpResponse.json({ detail, reason }, { status });

function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
      <Route path="/login" element={<h1>Login screen</h1>} />
      <Route path="/profile" element={<h1>Profile screen</h1>} />
    </Routes>,
    // Strict mode runs effects twice, as in development: the link must still be followed once.
    { path: `/verify-email/${TOKEN}`, strict: true },
  );
}

describe('VerifyEmailPage', () => {
  it('follows the link once and says the address is verified, with the way to the profile', async () => {
    const tokens = serveVerification(() =>
      HttpResponse.json({ detail: 'Your e-mail address asha@example.in is verified.', email: 'asha@example.in' }),
    );
    renderPage();
    expect(screen.getByRole('heading', { name: 'Checking your link…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is verified' })).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address asha@example.in is verified.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to my profile' }));
    // Signed out, the way to the profile is through the sign-in page.
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
  });

  it('offers a signed-in customer a new link when this one has expired', async () => {
    startSession('access-1');
    server.use(http.get('*/api/users/profile/', () => HttpResponse.json({ ...asha, email_verified: false })));
    let resent = 0;
    server.use(
      http.post('*/api/users/resend_verification/', () => {
        resent += 1;
        return HttpResponse.json({ detail: 'We have sent a new link to asha@example.in.' });
      }),
    );
    serveVerification(
      refused(410, 'expired', 'This verification link has expired. Ask for a new one from your profile.'),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(
      screen.getByText('This verification link has expired. Ask for a new one from your profile.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a new link to asha@example.in.');
    expect(resent).toBe(1);
  });

  it('sends a signed-out visitor with an expired link to sign in first', async () => {
    serveVerification(
      refused(410, 'expired', 'This verification link has expired. Ask for a new one from your profile.'),
    );
    renderPage();
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign in to get a new link' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('says a link already followed has been used, and points to the profile', async () => {
    serveVerification(refused(409, 'used', 'This verification link has already been used.'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link has already been used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toBeInTheDocument();
  });

  it.each([
    [
      404,
      'invalid',
      'This verification link is not valid. It may have been copied only in part: open it from the e-mail again.',
    ],
    [
      409,
      'taken',
      'Another account has started using this e-mail address meanwhile. Choose another one on your profile.',
    ],
    [409, 'replaced', 'This link is for an e-mail address your account no longer uses or asks for.'],
  ] as const)(
    'says a link refused with %i (%s) does not work, in the server’s words',
    async (status, reason, detail) => {
      serveVerification(refused(status, reason, detail));
      renderPage();
      expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
      expect(screen.getByText(detail)).toBeInTheDocument();
    },
  );

  it('lets the visitor try again when the server could not be reached', async () => {
    let calls = 0;
    serveVerification(() => {
      calls += 1;
      return calls === 1
        ? new HttpResponse(null, { status: 502 })
        : HttpResponse.json({ detail: 'Your e-mail address asha@example.in is verified.', email: 'asha@example.in' });
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is verified' })).toBeInTheDocument();
  });

  it('shows what the server said of its own fault, beside the ways to try again or go back to the shop', async () => {
    serveVerification(() =>
      HttpResponse.json({ detail: 'The shop is being updated. Try again in a minute.' }, { status: 503 }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'We could not check your link just now' })).toBeInTheDocument();
    expect(screen.getByText('The shop is being updated. Try again in a minute.')).toBeInTheDocument();
    expect(screen.queryByText('Check your internet connection and try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});
