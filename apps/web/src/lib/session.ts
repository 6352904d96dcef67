import { create } from 'zustand';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  /** Kept in memory only; the refresh token lives in an HttpOnly cookie the script cannot read. */
  accessToken: string | null;
}

/** Who is signed in, as far as this tab knows. Starts `loading` until the session is restored. */
export const useSession = create<SessionState>(() => ({ status: 'loading', accessToken: null }));

/**
 * The session once restored. A tap made while it is being restored (the first second of a page)
 * waits for it, instead of being answered as a guest's.
 */
export function settledSession(): Promise<SessionStatus> {
  const { status } = useSession.getState();
  if (status !== 'loading') return Promise.resolve(status);
  return new Promise((resolve) => {
    const stop = useSession.subscribe((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(state.status);
    });
  });
}

/**
 * Remembers that this browser holds a refresh cookie (which scripts cannot see), so anonymous
 * visitors are not sent to the refresh endpoint on every page load.
 */
const SIGNED_IN_HINT = 'mb-signed-in';

function setHint(signedIn: boolean): void {
  // The page's own mark, which index.html sets from the hint before the first paint, follows a
  // sign-in or sign-out in this tab too (the header's layout depends on it).
  document.documentElement.toggleAttribute('data-signed-in', signedIn);
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Storage blocked: the session still works for this tab.
  }
}

export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false;
  }
}

export function startSession(accessToken: string): void {
  setHint(true);
  useSession.setState({ status: 'authenticated', accessToken });
}

export function endSession(): void {
  setHint(false);
  useSession.setState({ status: 'anonymous', accessToken: null });
}

/** Tokens older versions of the shop kept in localStorage; read once at start-up, then removed. */
export const LEGACY_TOKEN_KEYS = ['access_token', 'refresh_token', 'token'] as const;

export function takeLegacyAccessToken(): string | null {
  try {
    const token = localStorage.getItem('access_token') ?? localStorage.getItem('token');
    for (const key of LEGACY_TOKEN_KEYS) localStorage.removeItem(key);
    return token;
  } catch {
    return null;
  }
}
