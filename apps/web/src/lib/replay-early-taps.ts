import type { EarlyTap } from './early-taps';

function elementAt(path: number[]): Element | undefined {
  let node: Element | undefined = document.documentElement;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Whether React has taken the element over: it marks each element it hydrates with an own property
 * of this prefix. No public API says when a part of the page below a Suspense boundary (a screen whose
 * code is still arriving) has hydrated, and a click on a part not yet hydrated is dropped by React.
 */
export function reactHasTakenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** How long a kept tap waits for its part of the page to be taken over before it is given up. */
const TAKE_OVER_WAIT_MS = 10_000;
const RECHECK_MS = 50;

/**
 * Does each kept tap again, in order, on the element it was made on once React has taken that
 * element over: only where it is still there as it was (same kind, same text), so a page that
 * changed meanwhile is not tapped blind.
 */
export async function replayEarlyTaps(taps: EarlyTap[], takenOver = reactHasTakenOver): Promise<void> {
  for (const tap of taps) {
    const element = elementAt(tap.path);
    if (!(element instanceof HTMLElement) || element.tagName !== tap.tag || element.textContent?.trim() !== tap.text) {
      element?.removeAttribute('data-early-tap');
      continue;
    }
    const deadline = Date.now() + TAKE_OVER_WAIT_MS;
    while (!takenOver(element) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, RECHECK_MS));
    }
    element.removeAttribute('data-early-tap');
    if (!element.isConnected || !takenOver(element)) continue;
    if (tap.kind === 'choose' && element instanceof HTMLSelectElement && tap.value !== undefined) {
      element.value = tap.value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (tap.kind === 'click') {
      element.click();
    }
  }
}
