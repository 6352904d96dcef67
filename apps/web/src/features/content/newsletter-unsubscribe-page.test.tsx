import { NEWSLETTER_UNSUBSCRIBED } from '@makerbazaar/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '@/lib/session';
import { recordLinkTokens, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import NewsletterUnsubscribePage from './newsletter-unsubscribe-page';

const server = setupMockApi();
beforeEach(() => endSession());

const TOKEN = 'u7Qk2mX9pL4vN8rT3wZ6';

/** Answers the unsubscribe call with `answer`; returns the tokens it received. */
const serveUnsubscribe = (answer: () => Response) => recordLinkTokens(server, '/newsletter/unsubscribe/', answer);

function renderPage(token = TOKEN) {
  renderWithApp(
    <Routes>
      <Route path="/newsletter/unsubscribe/:token" element={<NewsletterUnsubscribePage />} />
    </Routes>,
    // Strict mode runs effects twice, as in development: the link must still be used once.
    { path: `/newsletter/unsubscribe/${token}`, strict: true },
  );
}

describe('NewsletterUnsubscribePage', () => {
  it('sends the token from the link once and confirms, with a way home', async () => {
    const tokens = serveUnsubscribe(() => HttpResponse.json({ detail: NEWSLETTER_UNSUBSCRIBED }));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Unsubscribing you…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_UNSUBSCRIBED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(tokens).toEqual([TOKEN]);
  });

  it("says a link the server does not know does not work, in the server's words", async () => {
    serveUnsubscribe(() => HttpResponse.json({ token: ['This unsubscribe link is not valid.'] }, { status: 400 }));
    renderPage('short');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('offers to try again when the server cannot be reached', async () => {
    let reachable = false;
    const tokens = serveUnsubscribe(() =>
      reachable ? HttpResponse.json({ detail: NEWSLETTER_UNSUBSCRIBED }) : HttpResponse.error(),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'We could not unsubscribe you just now' })).toBeInTheDocument();
    reachable = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(tokens).toEqual([TOKEN, TOKEN]);
  });
});
