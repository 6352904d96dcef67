import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  /** Kept in memory only; the refresh token lives in an HttpOnly cookie the script cannot read. */
  accessToken: string | null;
}

/** Who is signed in, as far as this tab knows. Starts `loading` until the session is restored. */
export const sessionStore = createStore<SessionState>(() => ({ status: 'loading', accessToken: null }));

const SignedInContext = createContext<boolean | null>(null);

const isSignedIn = (state: SessionState) => state.status === 'authenticated';

/**
 * Whether a customer is signed in, as the screens draw it. Restoring a customer's session at start
 * changes the header and every signed-in list at once: that is drawn as a transition, in slices a
 * slow phone answers taps between, where the store's own hook would draw it in one task. A sign-in or
 * sign-out the customer makes is drawn at once. A visitor's restore changes nothing here: a changed
 * context reaches every part of the page the server rendered that React has not yet hydrated, and
 * would have them all hydrated first.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(() => isSignedIn(sessionStore.getState()));
  useEffect(() => {
    const show = (state: SessionState, restoring: boolean) => {
      if (restoring) startTransition(() => setSignedIn(isSignedIn(state)));
      else setSignedIn(isSignedIn(state));
    };
    // A restore made between the first render and this subscription (an older version's stored token
    // is adopted without waiting for the network).
    show(sessionStore.getState(), true);
    return sessionStore.subscribe((state, previous) => show(state, previous.status === 'loading'));
  }, []);
  return <SignedInContext value={signedIn}>{children}</SignedInContext>;
}

export function useSignedIn(): boolean {
  const signedIn = useContext(SignedInContext);
  if (signedIn === null) throw new Error('useSignedIn is used outside SessionProvider');
  return signedIn;
}

/**
 * The session's status, for the screens that treat a visitor otherwise than a session still being
 * restored (sending to sign in, a placeholder). A visitor is known from the store at once.
 */
export function useSessionStatus(): SessionStatus {
  const signedIn = useSignedIn();
  const knownVisitor = useStore(sessionStore, (state) => state.status === 'anonymous');
  if (signedIn) return 'authenticated';
  return knownVisitor ? 'anonymous' : 'loading';
}

/**
 * The session once restored. A tap made while it is being restored (the first second of a page)
 * waits for it, instead of being answered as a guest's.
 */
export function settledSession(): Promise<SessionStatus> {
  const { status } = sessionStore.getState();
  if (status !== 'loading') return Promise.resolve(status);
  return new Promise((resolve) => {
    const stop = sessionStore.subscribe((state) => {
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
  sessionStore.setState({ status: 'authenticated', accessToken });
}

export function endSession(): void {
  setHint(false);
  sessionStore.setState({ status: 'anonymous', accessToken: null });
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
