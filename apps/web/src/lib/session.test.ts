import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from './session';

/** What index.html runs before the first paint, as the page runs it. */
function runBeforeFirstPaint() {
  const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((source) => source.includes('data-signed-in'));
  if (!script) throw new Error('index.html marks no signed-in browser');
  new Function(script)();
}

describe('the signed-in mark set before the first paint', () => {
  afterEach(() => endSession());

  it('marks a browser that started a session, for the header to keep the account menu its place', () => {
    startSession('access-1');
    runBeforeFirstPaint();
    expect(document.documentElement).toHaveAttribute('data-signed-in');
  });

  it('marks no browser whose session ended, nor one that never signed in', () => {
    startSession('access-1');
    endSession();
    runBeforeFirstPaint();
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
    localStorage.clear();
    runBeforeFirstPaint();
    expect(document.documentElement).not.toHaveAttribute('data-signed-in');
  });
});
