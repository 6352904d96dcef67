import { type ReactNode, Suspense, use, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

/**
 * A part of a server-rendered page whose hydration waits: the server's markup stays as it is, readable
 * and with its links working, until the part comes near the screen or is touched. Until then React
 * keeps it as a dehydrated Suspense boundary, and hydrates it in a task of its own when it is let go.
 */
interface Hold {
  released: boolean;
  promise: Promise<void>;
  release: () => void;
}

/** The parts on the page, by their `useId`, which the server's render and the browser's hydration share. */
const holds = new Map<string, Hold>();

/** A part that never waits. */
const NOT_HELD: Hold = { released: true, promise: Promise.resolve(), release: () => {} };

/** The hold of the part `id`, made on first asking (by its render, or by a touch before it). */
function holdOf(id: string): Hold {
  let hold = holds.get(id);
  if (!hold) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    const created: Hold = {
      released: false,
      promise,
      release: () => {
        created.released = true;
        resolve();
      },
    };
    hold = created;
    holds.set(id, hold);
  }
  return hold;
}

/** Marks a late part's element in the page, with its id. */
const ATTRIBUTE = 'data-hydrate-when-near';

/** Hydrates the late part `element` is in, if it is in one that still waits. */
export function hydrateLatePartOf(element: Element): void {
  const id = element.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
  if (id) holdOf(id).release();
}

/**
 * A touch, a click, a key or focus inside a late part lets it go before React sees the event: React
 * then hydrates the part at once and answers the event itself (it drops an event on a part it cannot
 * hydrate). Listens on the document, in the capture phase, so it runs before React's own listeners
 * on the root. Installed as the first page with late parts loads, which is before it hydrates: the
 * app loads a page's code before hydrating it.
 */
function hydrateLatePartsOnInteraction(): void {
  for (const type of ['pointerdown', 'click', 'focusin', 'keydown', 'change']) {
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element) hydrateLatePartOf(event.target);
      },
      true,
    );
  }
}

if (typeof document !== 'undefined') hydrateLatePartsOnInteraction();

/**
 * Whether React has taken the element over: it marks each element it hydrates with an own property
 * of this prefix. No public API says when a part of the page below a Suspense boundary (a late part,
 * or a screen whose code is still arriving) has hydrated, and a click on a part not yet hydrated is
 * dropped by React.
 */
export function reactHasTakenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * The first element of each part of the page React has not hydrated yet: a Suspense boundary's
 * server markup starts after a `<!--$-->` comment, and a late part or a lazily loaded one (the menus,
 * the footer) stays that way until its time or its code has come.
 */
function notYetHydrated(root: Element): Element[] {
  const waiting: Element[] = [];
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = comments.nextNode(); node; node = comments.nextNode()) {
    if ((node as Comment).data !== '$') continue;
    let next = node.nextSibling;
    while (next && !(next instanceof Element) && !(next instanceof Comment)) next = next.nextSibling;
    if (next instanceof Element && !reactHasTakenOver(next)) waiting.push(next);
  }
  return waiting;
}

const HYDRATED_CHECK_MS = 50;

/**
 * Hydrates every part of the page now and resolves once React has (or after `timeoutMs`). A
 * language switch draws the whole page again, and the shop's translations change as they are
 * activated: a part hydrated after that would render in the new language over the server's markup
 * in the old one (React error 418), and be drawn again.
 */
export async function hydrateWholePage(timeoutMs: number): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  for (const element of document.querySelectorAll(`[${ATTRIBUTE}]`)) hydrateLatePartOf(element);
  const deadline = Date.now() + timeoutMs;
  while (notYetHydrated(root).length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, HYDRATED_CHECK_MS));
  }
}

const noSubscription = () => () => {};

/**
 * Whether this render is the server's or a hydration of it: React reads the server snapshot only then. A part drawn by
 * the browser (a later navigation, or one React had to draw again) never waits.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function Held({ hold, children }: { hold: Hold; children: ReactNode }) {
  if (useIsHydrating() && !hold.released) use(hold.promise);
  return children;
}

/** How far below (or above) the screen a late part starts to hydrate: about a scroll's worth ahead. */
const NEAR_MARGIN = '400px 0px';

/**
 * Hydrates `children` when they come within a scroll of the screen or are touched, not with the rest
 * of the page. For parts that are read more than used: product grids, descriptions, the slideshow.
 */
export function HydrateWhenNear({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Only server markup waits: the server renders every part, and a part the browser draws (a later
  // page, a test) has nothing to keep.
  const hydrating = useIsHydrating();
  const [hold] = useState(() => (hydrating && typeof document !== 'undefined' ? holdOf(id) : NOT_HELD));
  const renderedChildren = useRef(children);
  // New children before the part hydrated (a filter, a language, data that came): React would have
  // to draw it again over the server's markup, so it is hydrated first, as it was.
  if (renderedChildren.current !== children) hold.release();
  useEffect(() => {
    renderedChildren.current = children;
  });
  useEffect(() => {
    if (hold === NOT_HELD) return;
    holds.set(id, hold);
    return () => void holds.delete(id);
  }, [id, hold]);
  useEffect(() => {
    const element = ref.current;
    if (!element || hold.released) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) hold.release();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    void hold.promise.then(() => observer.disconnect());
    return () => observer.disconnect();
  }, [hold]);
  return (
    <div ref={ref} className={className} {...{ [ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <Held hold={hold}>{children}</Held>
      </Suspense>
    </div>
  );
}
