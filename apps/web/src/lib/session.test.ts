import { afterEach, describe, expect, it } from 'vitest';
import { runPageScript } from '@/test/page-scripts';
import { endSession, startSession } from './session';

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
