import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

/** Where each visited page was scrolled to, kept for the tab's life so Back and a reload find it. */
const POSITIONS_KEY = 'mb-scroll-positions';

/** Navigation state that keeps the page where it is scrolled (a listing's filters, a tab). */
export const KEEP_SCROLL = { keepScroll: true } as const;

/** A history entry's own name: the first page a tab loads has the key `default` whatever its URL. */
const entryOf = (location: Location) => `${location.key} ${location.pathname}${location.search}`;

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Scrolls to where a page was left. Parts drawn only near the screen (`drawn-when-near`: product
 * cards, the slideshow, the footer) hold an estimate of their height until drawn, and a position
 * counted over estimates is not where the page was: they are drawn at their real size while the
 * page scrolls, and keep that size after.
 */
function restoreScroll(top: number): void {
  const root = document.documentElement;
  root.dataset.restoringScroll = '';
  window.scrollTo(0, top);
  // A part's size is noted at the end of the frame it is drawn in; then it may be skipped again.
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.restoringScroll));
}

/**
 * Scrolls as a browser does between documents: a new page starts at its top (or at its `#anchor`),
 * Back and Forward return to where the page was left, and a reload stays where it was. The first
 * page is left where the visitor may already have scrolled the server's HTML.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const shownEntry = useRef<string | null>(null);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Scrolling is written down as it happens: by the time a new page is drawn, the old one's
    // position may already be cut short by the new page's height.
    const remember = () => {
      if (positions.current && shownEntry.current) positions.current[shownEntry.current] = window.scrollY;
    };
    const keep = () => sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions.current ?? {}));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= savedPositions();
    const entry = entryOf(location);
    const firstPage = shownEntry.current === null;
    shownEntry.current = entry;
    const saved = positions.current[entry];
    if (navigationType === 'POP' && saved !== undefined) {
      restoreScroll(saved);
      return;
    }
    if (firstPage || (location.state as typeof KEEP_SCROLL | null)?.keepScroll) return;
    const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);
}
