import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, hasSignedInHint, sessionStore, startSession } from '@/lib/session';
import { restoreSession } from './restore-session';

/** The shop's answers: the session renews, and the profile request gets `profile`'s answer. */
function serve(profile: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/token/refresh/')) return Response.json({ access: 'access-2' });
      return profile();
    }),
  );
}

describe('restoreSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });

  it('renews the session and reads the profile of a browser that was signed in', async () => {
    startSession('access-1');
    serve(async () => Response.json({ id: 7, username: 'meera' }));
    expect(await restoreSession()).toMatchObject({ username: 'meera' });
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'access-2' });
  });

  it('keeps the customer signed in when the profile request is cut off, as a page left while starting cuts it', async () => {
    startSession('access-1');
    serve(async () => {
      throw new DOMException('The user aborted a request.', 'AbortError');
    });
    expect(await restoreSession()).toBeNull();
    expect(hasSignedInHint()).toBe(true);
    expect(sessionStore.getState().status).toBe('authenticated');
  });

  it('signs the visitor out when the server refuses the profile', async () => {
    startSession('access-1');
    serve(async () => Response.json({ detail: 'This account is inactive.' }, { status: 403 }));
    expect(await restoreSession()).toBeNull();
    expect(hasSignedInHint()).toBe(false);
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});
