import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { runPageScript } from '@/test/page-scripts';
import { endSession, SessionProvider, sessionStore, startSession, useSessionStatus, useSignedIn } from './session';

function Status() {
  return <p>{useSessionStatus()}</p>;
}

describe('the session as the screens draw it', () => {
  afterEach(() => endSession());

  it('draws the session once it is restored, and a sign-out at once', async () => {
    sessionStore.setState({ status: 'loading', accessToken: null });
    render(
      <SessionProvider>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => startSession('access-1'));
    expect(await screen.findByText('authenticated')).toBeInTheDocument();
    act(() => endSession());
    expect(screen.getByText('anonymous')).toBeInTheDocument();
  });

  it("draws nothing again for a visitor's restore where only a signed-in customer matters", () => {
    sessionStore.setState({ status: 'loading', accessToken: null });
    let draws = 0;
    function SignedInOnly() {
      draws++;
      return <p>{useSignedIn() ? 'customer' : 'not signed in'}</p>;
    }
    render(
      <SessionProvider>
        <SignedInOnly />
      </SessionProvider>,
    );
    const drawnAtStart = draws;
    act(() => endSession());
    expect(screen.getByText('not signed in')).toBeInTheDocument();
    expect(draws).toBe(drawnAtStart);
  });

  it('keeps a session restored before the screens started listening', async () => {
    sessionStore.setState({ status: 'loading', accessToken: null });
    // Layout effects run before the provider's own effect subscribes.
    function RestoresAtOnce() {
      useLayoutEffect(() => startSession('access-1'), []);
      return null;
    }
    render(
      <SessionProvider>
        <RestoresAtOnce />
        <Status />
      </SessionProvider>,
    );
    expect(await screen.findByText('authenticated')).toBeInTheDocument();
  });
});

describe('the signed-in mark set before the first paint', () => {
  afterEach(() => endSession());

  it('marks a browser that started a session, for the header to keep the account menu its place', () => {
    startSession('access-1');
    // A new page: its mark comes from the hint alone.
    document.documentElement.removeAttribute('data-signed-in');
    runPageScript('data-signed-in');
    expect(document.documentElement).toHaveAttribute('data-signed-in');
  });

  it('marks no browser whose session ended, nor one that never signed in', () => {
    startSession('access-1');
    endSession();
    runPageScript('data-signed-in');
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
    localStorage.clear();
    runPageScript('data-signed-in');
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
  });

  it('follows a sign-in and a sign-out in the same tab', () => {
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
    startSession('access-1');
    expect(document.documentElement).toHaveAttribute('data-signed-in');
    endSession();
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
  });
});
