import { reactHasTakenOver } from './replay-early-taps';

/**
 * The first element of each part of the page React has not hydrated yet: a Suspense boundary's
 * server markup starts after a `<!--$-->` comment, and a lazily loaded part (the menus, the footer)
 * stays the server's until its code has come.
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
 * Resolves once React has hydrated every part of the page (or after `timeoutMs`). A language switch
 * draws the whole page again, and the shop's translations change as they are activated: a part
 * hydrated after that would render in the new language over the server's markup in the old one
 * (React error 418), and be drawn again.
 */
export async function wholePageHydrated(timeoutMs: number): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const deadline = Date.now() + timeoutMs;
  while (notYetHydrated(root).length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, HYDRATED_CHECK_MS));
  }
}
