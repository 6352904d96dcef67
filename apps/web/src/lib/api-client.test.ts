import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@/test/msw';
import { ApiError, api, REFRESH_LOCK, refreshAccessToken, setSessionExpiredHandler } from './api-client';
import { endSession, sessionStore, startSession } from './session';

const server = setupMockApi();

beforeEach(() => endSession());

/** The refresh hands out `fresh`, the only token the profile answers; returns the refresh handler, to count its calls. */
function serveRefreshToFresh() {
  const refresh = vi.fn(() => HttpResponse.json({ access: 'fresh' }));
  server.use(
    http.post('*/api/token/refresh/', refresh),
    http.get('*/api/users/profile/', ({ request }) =>
      request.headers.get('authorization') === 'Bearer fresh'
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ detail: 'expired' }, { status: 401 }),
    ),
  );
  return refresh;
}

describe('api', () => {
  it('sends a request only once the browser has had its turn, not in the task that asked for it', async () => {
    let letGo = () => {};
    const turn = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    vi.stubGlobal('scheduler', { yield: () => turn });
    const sent = vi.fn(() => HttpResponse.json({ ok: true }));
    server.use(http.get('*/api/users/profile/', sent));
    try {
      const answer = api('GET /users/profile/');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).not.toHaveBeenCalled();
      letGo();
      expect(await answer).toEqual({ ok: true });
      expect(sent).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the bearer token of the session, in cookie mode', async () => {
    startSession('token-1');
    server.use(
      http.get('*/api/users/profile/', ({ request }) =>
        HttpResponse.json({ auth: request.headers.get('authorization'), mode: request.headers.get('x-session-mode') }),
      ),
    );
    expect(await api('GET /users/profile/')).toEqual({ auth: 'Bearer token-1', mode: 'cookie' });
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    startSession('expired');
    // Cookie mode: the answer carries no refresh token, the cookie does.
    const refresh = serveRefreshToFresh();
    expect(await api('GET /users/profile/')).toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().accessToken).toBe('fresh');
  });

  it('retries only once, even when the retry is refused too', async () => {
    startSession('expired');
    const profile = vi.fn(() => HttpResponse.json({ detail: 'nope' }, { status: 401 }));
    server.use(
      http.post('*/api/token/refresh/', () => HttpResponse.json({ access: 'fresh' })),
      http.get('*/api/users/profile/', profile),
    );
    await expect(api('GET /users/profile/')).rejects.toBeInstanceOf(ApiError);
    expect(profile).toHaveBeenCalledTimes(2);
  });

  it('ends the session and calls the expiry handler when the refresh fails', async () => {
    startSession('expired');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    server.use(
      http.post('*/api/token/refresh/', () => HttpResponse.json({ detail: 'invalid' }, { status: 401 })),
      http.get('*/api/users/profile/', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
    );
    await expect(api('GET /users/profile/')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', accessToken: null });
  });

  it('refreshes once for a burst of 401s', async () => {
    startSession('expired');
    const refresh = serveRefreshToFresh();
    const answers = await Promise.all([1, 2, 3].map(() => api('GET /users/profile/')));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not try to refresh without a session', async () => {
    const refresh = vi.fn(() => HttpResponse.json({ access: 'x', refresh: 'y' }));
    server.use(
      http.post('*/api/token/refresh/', refresh),
      http.get('*/api/users/profile/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })),
    );
    await expect(api('GET /users/profile/')).rejects.toMatchObject({ status: 401, message: 'no' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reads field errors and joins their messages', async () => {
    server.use(
      http.post('*/api/login/', () => HttpResponse.json({ username: ['Taken.'], email: ['Bad.'] }, { status: 400 })),
    );
    const error = await api('POST /login/', { body: { username: 'asha', password: 'x' } }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ username: ['Taken.'], email: ['Bad.'] });
    expect((error as ApiError).message).toBe('Taken. Bad.');
  });
});

describe('api routes', () => {
  it("fills the route's path parameters, encoded, and sends its method, query and JSON body", async () => {
    const seen: { method: string; url: string; type: string | null; body: unknown }[] = [];
    server.use(
      http.all('*/api/*', async ({ request }) => {
        const text = await request.text();
        seen.push({
          method: request.method,
          url: request.url.replace(/^https?:\/\/[^/]+/, ''),
          type: request.headers.get('content-type'),
          body: text ? JSON.parse(text) : undefined,
        });
        return HttpResponse.json({});
      }),
    );
    await api('GET /delivery/:pincode/', { params: { pincode: '56 0001' }, query: { product: 7 } });
    await api('PATCH /admin/products/:id/images/:imageId/', { params: { id: 3, imageId: 9 }, body: { alt: 'Top' } });
    expect(seen).toEqual([
      { method: 'GET', url: '/api/delivery/56%200001/?product=7', type: null, body: undefined },
      { method: 'PATCH', url: '/api/admin/products/3/images/9/', type: 'application/json', body: { alt: 'Top' } },
    ]);
  });

  it('sends files as a multipart form, without a JSON content type', async () => {
    let received: { type: string | null; names: string[] } | undefined;
    server.use(
      http.post('*/api/admin/products/:id/images/', async ({ request }) => {
        const form = await request.formData();
        received = { type: request.headers.get('content-type'), names: [...form.keys()] };
        return HttpResponse.json({ images: [] }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.append('images', new File(['png'], 'board.png', { type: 'image/png' }));
    await api('POST /admin/products/:id/images/', { params: { id: 3 }, form });
    expect(received?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.names).toEqual(['images']);
  });

  it('holds every call to the contract (checked by the type checker, `npm run typecheck`)', () => {
    // Each line must fail to compile: were one accepted, tsc reports the unused expectation.
    const calls = () => [
      // @ts-expect-error: no such route
      api('GET /product/:id/', { params: { id: 1 } }),
      // @ts-expect-error: the route's method is POST
      api('GET /login/'),
      // @ts-expect-error: a path parameter is missing
      api('GET /products/:id/'),
      // @ts-expect-error: the body lacks the password
      api('POST /login/', { body: { username: 'asha' } }),
      // @ts-expect-error: the body's field has the wrong type
      api('PATCH /cart/:id/', { params: { id: 1 }, body: { quantity: 'two' } }),
      // @ts-expect-error: the route takes no body
      api('GET /users/profile/', { body: {} }),
      // @ts-expect-error: the route knows no such query name
      api('GET /orders/', { query: { pge: 2 } }),
    ];
    expect(calls).toBeTypeOf('function');
  });

  it('types the answer from the route (checked by the type checker)', async () => {
    server.use(http.get('*/api/cart/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })));
    const cart = await api('GET /cart/');
    // @ts-expect-error: a cart has no `name`
    expect(cart.name).toBeUndefined();
    expect(cart.results).toEqual([]);
  });
});

/** The Web Locks API as browsers implement it for one lock name: holders take turns in order. */
function installWebLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  const requested: string[] = [];
  const locks = {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      requested.push(name);
      const turn = queue.then(task);
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { locks, requested };
}

describe('refreshAccessToken across tabs', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('waits while another tab holds the refresh lock, then refreshes once', async () => {
    const { locks, requested } = installWebLocks();
    let otherTabDone = () => {};
    void locks.request(REFRESH_LOCK, () => new Promise<void>((resolve) => (otherTabDone = resolve)));
    const refresh = vi.fn(() => HttpResponse.json({ access: 'fresh' }));
    server.use(http.post('*/api/token/refresh/', refresh));

    const renewed = refreshAccessToken();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refresh).not.toHaveBeenCalled();
    otherTabDone();
    expect(await renewed).toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'fresh' });
  });

  it('refreshes without the lock where the browser has no Web Locks', async () => {
    expect('locks' in navigator).toBe(false);
    server.use(http.post('*/api/token/refresh/', () => HttpResponse.json({ access: 'fresh' })));
    expect(await refreshAccessToken()).toBe('fresh');
  });
});
