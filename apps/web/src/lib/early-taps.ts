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
