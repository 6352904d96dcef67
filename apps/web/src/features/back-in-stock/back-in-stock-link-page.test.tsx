import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import BackInStockLinkPage from './back-in-stock-link-page';

const server = setupMockApi();
beforeEach(() => endSession());

const TOKEN = 'Qk2mX9pL4vN8rT3wZ6u7aB1cD5eF0gH2jK4lM6nP8qR';
const product = { slug: 'raspberry-pi-pico', name: 'Raspberry Pi Pico' };

/** Answers the link's two actions; returns what each received. */
function serveLink(confirm: () => Response) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/back-in-stock/confirm/', async ({ request }) => {
      calls.push(`confirm ${((await request.json()) as { token: string }).token}`);
      return confirm();
    }),
    http.post('*/api/back-in-stock/cancel/', async ({ request }) => {
      calls.push(`cancel ${((await request.json()) as { token: string }).token}`);
      return HttpResponse.json({
        product,
        detail: 'Your alert for Raspberry Pi Pico is cancelled: we will not e-mail you about it.',
      });
    }),
  );
  return calls;
}

function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/back-in-stock/:token" element={<BackInStockLinkPage />} />
    </Routes>,
    // Strict mode runs effects twice, as in development: the link must still be used once.
    { path: `/back-in-stock/${TOKEN}`, strict: true },
  );
}

describe('BackInStockLinkPage', () => {
  it('confirms the alert once on arrival, links to the part, and cancels it on request', async () => {
    const calls = serveLink(() =>
      HttpResponse.json({ product, detail: 'We will e-mail you once when Raspberry Pi Pico is back in stock.' }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Alert confirmed' })).toBeInTheDocument();
    expect(screen.getByText('We will e-mail you once when Raspberry Pi Pico is back in stock.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the part' })).toHaveAttribute('href', '/product/raspberry-pi-pico');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel this alert' }));
    expect(await screen.findByRole('heading', { name: 'Alert cancelled' })).toBeInTheDocument();
    expect(calls).toEqual([`confirm ${TOKEN}`, `cancel ${TOKEN}`]);
  });

  it('says a link that no longer works does not, and how to get a new one', async () => {
    serveLink(() =>
      HttpResponse.json(
        {
          detail: 'This link does not work any more: it has expired, or the alert was cancelled or sent already.',
        },
        { status: 404 },
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(/it has expired, or the alert was cancelled/)).toBeInTheDocument();
    expect(screen.getByText(/A link works for 7 days/)).toBeInTheDocument();
  });

  it('offers to try again when the shop could not be reached', async () => {
    let answers = 0;
    serveLink(() => {
      answers += 1;
      return answers === 1
        ? HttpResponse.json({ detail: 'Something went wrong on our side. Please try again.' }, { status: 503 })
        : HttpResponse.json({ product, detail: 'We will e-mail you once when Raspberry Pi Pico is back in stock.' });
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Alert confirmed' })).toBeInTheDocument();
  });
});
