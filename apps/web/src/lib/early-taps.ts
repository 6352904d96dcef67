/**
 * What a visitor tapped before the app started: the page's inline recorder (index.html) keeps each
 * tap on a button, checkbox or list choice of the server-rendered page, and the app does them
 * again once it has taken the page over, so a tap in the first seconds on a slow phone is never lost.
 */
export interface EarlyTap {
  kind: 'click' | 'choose';
  /** The chosen option's value, for a list. */
  value?: string;
  /** Child indexes from the document down to the element: the app's markup is the server's. */
  path: number[];
  tag: string;
  text: string;
}

interface EarlyTaps {
  taps: EarlyTap[];
  closed: boolean;
}

declare global {
  interface Window {
    mbEarlyTaps?: EarlyTaps;
  }
}

/**
 * Stops the recorder and hands over what it kept. Called as the app takes the page over: from then
 * on React answers taps itself (it hydrates the tapped part first), and keeping them too would do them twice.
 */
export function takeEarlyTaps(): EarlyTap[] {
  const early = window.mbEarlyTaps;
  if (!early) return [];
  early.closed = true;
  return early.taps.splice(0);
}

function elementAt(path: number[]): Element | undefined {
  let node: Element | undefined = document.documentElement;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Does each kept tap again, in order, on the element it was made on: only where that element is
 * still there as it was (same kind, same text), so a page that changed meanwhile is not tapped blind.
 */
export function replayEarlyTaps(taps: EarlyTap[]): void {
  for (const tap of taps) {
    const element = elementAt(tap.path);
    element?.removeAttribute('data-early-tap');
    if (!(element instanceof HTMLElement) || element.tagName !== tap.tag || element.textContent?.trim() !== tap.text) {
      continue;
    }
    if (tap.kind === 'choose' && element instanceof HTMLSelectElement && tap.value !== undefined) {
      element.value = tap.value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (tap.kind === 'click') {
      element.click();
    }
  }
}
