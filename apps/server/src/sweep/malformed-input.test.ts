import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../db/schema/catalog.js';
import { addStaff, COMMAND_LINE_ACTOR } from '../modules/staff/staff.service.js';
import { setStock } from '../modules/stock/stock.service.js';
import { newCustomer, signUpAndLogIn } from '../testing/accounts.js';
import { createTestApp, type TestContext } from '../testing/test-app.js';
import { type Operation, operationsOf, type SweepRequest, sweepRequests } from './sweep-requests.js';

/**
 * The malformed-input sweep: every operation of the OpenAPI document gets wrong types, missing
 * fields, huge and control-character strings, out-of-range numbers, bad path ids, wrong content
 * types, deep nesting and odd headers, as a signed-in staff member (who passes every guard) and
 * anonymously. No answer may be a 5xx, or anything but JSON under /api, or show internals.
 * Operations are read from the document, so a new route is swept without anyone listing it.
 */

const RANDOM_RUNS_PER_OPERATION = 20;
// Signed only with Razorpay's webhook secret, never a customer's token: swept like the rest, and nothing unsigned passes.
const RAZORPAY_WEBHOOK = '/api/payments/razorpay/webhook/';

// What an answer must never show: stack frames, file paths, SQL, the database driver and error classes.
const LEAKS: [what: string, pattern: RegExp][] = [
  ['a stack frame', /\bat [\w$.<>[\] ]+ \(|\n\s+at /],
  ['a file path', /\/(work|home|usr|srv|app|tmp)\/|node_modules|\.[cm]?[jt]s:\d+/],
  ['SQL', /\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate "|\$\d+\b/i],
  ['the database library', /drizzle|pglite|postgres|\bpg\b|sqlstate/i],
  [
    'an error class or code',
    /\b(TypeError|RangeError|ReferenceError|SyntaxError|DrizzleQueryError|DatabaseError|ZodError|FastifyError)\b|\bFST_[A-Z_]+|\bERR_[A-Z_]+|\bE(NOENT|NAMETOOLONG|ACCES)\b/,
  ],
];

/** An error answer is `{detail}` or `{field: [messages]}`, as the web app reads them. */
function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  if ('detail' in body) return typeof body.detail === 'string';
  return Object.values(body).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
}

function problemsWith(request: SweepRequest, response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  if (response.statusCode === 204) return problems;
  const contentType = String(response.headers['content-type'] ?? '');
  // A CSV export answers its file when it succeeds; its refusals are JSON like every other.
  if (response.statusCode < 300 && contentType.startsWith('text/csv')) return problems;
  if (!contentType.startsWith('application/json')) {
    problems.push(`answered ${response.statusCode} with ${contentType || 'no content type'}`);
    return problems;
  }
  let body: unknown;
  try {
    body = response.json();
  } catch {
    problems.push(`answered ${response.statusCode} with JSON that does not parse`);
    return problems;
  }
  if (response.statusCode >= 400 && !isErrorShape(body)) {
    problems.push(`answered ${response.statusCode} with an error of another shape`);
  }
  // Catalogue text in a successful answer is the shop's own; internals would show in errors.
  if (response.statusCode >= 400) {
    for (const [what, pattern] of LEAKS) if (pattern.test(response.body)) problems.push(`shows ${what}`);
  }
  if (request.repeated && response.statusCode < 300) problems.push(...numbersAddedUp(request, body));
  if (request.operation.path === RAZORPAY_WEBHOOK && response.statusCode < 400) {
    problems.push('accepted a webhook without a valid signature');
  }
  if (request.name === 'a plausible request without a token') {
    const refused = response.statusCode === 401;
    if (request.operation.token === 'required' && !refused)
      problems.push('declares a token required but did not ask for one');
    if (request.operation.token === 'optional' && refused) problems.push('declares a token optional but asked for one');
  }
  return problems;
}

/**
 * The fields of an answer to a repeated request that hold more than one request may carry in the
 * field of the same name: 30 adds of 99 to a cart answered a line of 2,970.
 */
function numbersAddedUp(request: SweepRequest, body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(request.operation.body?.properties ?? {}).flatMap(([field, schema]) => {
    const value = (body as Record<string, unknown>)[field];
    return typeof value === 'number' && schema.maximum !== undefined && value > schema.maximum
      ? [`answered ${field} ${value}, more than the ${schema.maximum} one request may carry`]
      : [];
  });
}

let context: TestContext;
let token: string;

beforeAll(async () => {
  context = await createTestApp();
  const staff = await signUpAndLogIn(context.app);
  // An owner opens every admin area.
  await addStaff(context.database.db, COMMAND_LINE_ACTOR, { account: staff.customer.username, roles: ['owner'] }, '');
  token = staff.tokens.access;
  // Enough on the shelf that only the cart's own rule can stop repeated adds of the first product.
  await setStock(context.database.db, [{ productId: 1, quantity: 100_000 }]);
});
afterAll(() => context.close());

describe('the malformed-input sweep', () => {
  let operations: Operation[];
  let requestNumber = 0;

  beforeAll(async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = operationsOf(document);
  });

  /** Each request from its own client address (the tests are the trusted proxy), so rate limits never hide a route. */
  async function send(request: SweepRequest): Promise<LightMyRequestResponse> {
    requestNumber += 1;
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([, value]) => value !== ''));
    headers['x-forwarded-for'] =
      `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`;
    return context.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  }

  it('finds every operation of the document, guarded ones marked', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.find((o) => o.method === 'POST' && o.path === '/api/cart/')?.token).toBe('required');
    expect(operations.find((o) => o.path === RAZORPAY_WEBHOOK)?.token).toBe('none');
  });

  it('gets no 5xx, non-JSON or leaking answer from any operation', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const request of sweepRequests(operation, token, RANDOM_RUNS_PER_OPERATION)) {
        const response = await send(request);
        sent += 1;
        for (const problem of problemsWith(request, response)) {
          failures.push(
            `${request.method} ${operation.path} [${request.name}] ${problem}: ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  });
});

describe('the inputs that used to fail in the database', () => {
  const NOT_ALLOWED = 'This field contains characters that are not allowed.';
  let address = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => {
    address += 1;
    return context.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, 'x-forwarded-for': `172.16.0.${address}` },
    });
  };
  const auth = () => ({ authorization: `Bearer ${token}` });

  it('refuses NUL in a text field with a 400 that names the field', async () => {
    const cases: [url: string, body: object, field: string, headers?: Record<string, string>][] = [
      ['/api/login/', { username: 'a\u0000b', password: 'x' }, 'username'],
      ['/api/users/', { ...newCustomer(), first_name: 'A\u0000' }, 'first_name'],
      ['/api/contact/', { name: 'Asha\u0000', email: 'asha@example.in', subject: 'Hi', message: 'Hello' }, 'name'],
      [
        '/api/support/',
        { topic: 'Other', name: 'Asha', email: 'asha@example.in', message: 'Where is my \u0000 order?' },
        'message',
      ],
      [
        '/api/bulk-orders/',
        {
          organisation: 'Govt. Polytechnic\u0000',
          contact_name: 'Asha',
          email: 'asha@example.in',
          phone: '9845012345',
          items: [{ name: 'Arduino Uno', quantity: 30 }],
          needed_by: '2099-01-01',
        },
        'organisation',
      ],
      [
        '/api/orders/',
        { total_amount: 10, shipping_address: '14 Church St\u0000', phone_number: '9845012345', payment_method: 'cod' },
        'shipping_address',
        auth(),
      ],
    ];
    for (const [url, body, field, headers] of cases) {
      const response = await post(url, body, headers);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json()[field]).toContain(NOT_ALLOWED);
    }
    const profile = await context.app.inject({
      method: 'PATCH',
      url: '/api/users/update_profile/',
      headers: auth(),
      payload: { address: '14 Church St\u0000' },
    });
    expect(profile.statusCode).toBe(400);
    const category = await context.app.inject({ method: 'GET', url: '/api/products/?category=%00' });
    expect(category.statusCode).toBe(400);
    expect(category.json()).toEqual({ category: [NOT_ALLOWED] });
  });

  it('refuses ids beyond the integer columns in bodies and paths, and finds none in an id-or-slug path', async () => {
    expect((await post('/api/cart/', { product_id: 2 ** 31 }, auth())).statusCode).toBe(400);
    expect((await post('/api/wishlist/', { product_id: 99999999999 }, auth())).statusCode).toBe(400);
    for (const url of ['/api/orders/99999999999/', '/api/orders/2147483648/', '/api/courses/2147483648/enroll/']) {
      const response = await context.app.inject({
        method: url.endsWith('enroll/') ? 'POST' : 'GET',
        url,
        headers: auth(),
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
    for (const url of ['/api/products/99999999999/', '/api/categories/2147483648/', '/api/projects/9999999999/']) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('finds a row by a ten-digit id within the integer range', async () => {
    await context.database.db
      .insert(categories)
      .values({ id: 2_000_000_000, slug: 'ten-digit-id', name: 'Ten-digit id' });
    const response = await context.app.inject({ method: 'GET', url: '/api/categories/2000000000/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'ten-digit-id' });
  });
});
