import { type PaymentOptions, PINCODE_NOT_FOUND } from '@makerbazaar/core';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { aDeliveryCheck } from './fixtures';

/** A shop taking online payment through the test gateway, as in development; no staging banner. */
const TEST_GATEWAY_OPTIONS: PaymentOptions = { online: true, provider: 'test', test_mode_banner: false };

/** Answers every screen may ask for without a test caring about it. */
const defaultHandlers = [
  http.get('*/api/payments/options/', () => HttpResponse.json(TEST_GATEWAY_OPTIONS)),
  http.get('*/api/payment-methods/', () => HttpResponse.json({ results: [] })),
  // A signed-in customer waiting for no part to come back.
  http.get('*/api/back-in-stock/', () => HttpResponse.json([])),
  // The PIN codes of the fixtures, delivered to with COD, as the shop's default rules do.
  http.get('*/api/delivery/:pincode/', ({ params }) => {
    const places: Record<string, { district: string; state: string }> = {
      '560001': { district: 'Bengaluru', state: 'Karnataka' },
      '560025': { district: 'Bengaluru', state: 'Karnataka' },
      '500081': { district: 'Hyderabad', state: 'Telangana' },
    };
    const pincode = String(params.pincode);
    const place = places[pincode];
    return place
      ? HttpResponse.json(aDeliveryCheck({ pincode, ...place }))
      : HttpResponse.json({ detail: PINCODE_NOT_FOUND }, { status: 404 });
  }),
];

/** One mock API for a test file; handlers are added per test with `server.use(...)`. */
export function setupMockApi() {
  const server = setupServer(...defaultHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Answers `GET path` with `reply`, and records the query string of every request. */
export function recordRequests(
  server: ReturnType<typeof setupMockApi>,
  path: string,
  reply: (params: URLSearchParams) => object,
): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(`*/api${path}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      return HttpResponse.json(reply(params));
    }),
  );
  return requests;
}

/** Answers `POST path` (a link from an e-mail, followed) with `answer`, and records the token each request sent. */
export function recordLinkTokens(
  server: ReturnType<typeof setupMockApi>,
  path: string,
  answer: () => Response,
): string[] {
  const tokens: string[] = [];
  server.use(
    http.post(`*/api${path}`, async ({ request }) => {
      tokens.push(((await request.json()) as { token: string }).token);
      return answer();
    }),
  );
  return tokens;
}
