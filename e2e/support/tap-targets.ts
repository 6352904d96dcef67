import type { Page } from '@playwright/test';

/**
 * The tap targets on screen (or inside `scope`) a fingertip cannot press well, each as
 * `button "Add to Cart" 343×24` or `button "Cart" off the screen at 349–393 px`. The rule, after
 * WCAG 2.5.5 (44 px) with 2.5.8's inline exception:
 * - A target is anything a finger can press: links, buttons, inputs, selects, text areas,
 *   summaries and elements with a widget's role. Hidden ones (not rendered, visually hidden for
 *   screen readers, inert) are not targets.
 * - It is at least 44×44 CSS px. Its size is its own box, grown by its `::after` where that is
 *   placed around it (a hit area larger than the drawing, or a stretched link covering the card
 *   it sits in); a checkbox or radio counts together with its label (a tap on the label ticks it).
 * - A link inside running text (its block holds text of its own beside the link) may be as high as
 *   the line, as long as a 24 px circle on its centre touches no other target and no other such
 *   link's circle (2.5.8's spacing exception).
 * - It lies within the screen's width, unless a box around it scrolls or clips sideways (a
 *   carousel): a button pushed half off the edge cannot be pressed whole.
 */
export async function hardToTapTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.locator(scope).evaluate((root) => {
    const MIN = 44;
    const SPACING = 24;
    const SELECTOR = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option', 'slider'].map(
        (role) => `[role="${role}"]`,
      ),
    ].join(',');

    const visuallyHidden = (style: CSSStyleDeclaration) =>
      style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';

    const rendered = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      if (element.closest('[inert]')) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (visuallyHidden(getComputedStyle(node))) return false;
      }
      return true;
    };

    const union = (rects: DOMRect[]) => {
      const left = Math.min(...rects.map((r) => r.left));
      const top = Math.min(...rects.map((r) => r.top));
      const right = Math.max(...rects.map((r) => r.right));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      return new DOMRect(left, top, right - left, bottom - top);
    };

    /** The nearest element, itself included, an absolutely positioned pseudo-element of `element` is placed in. */
    const containingBlock = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position !== 'static') return node;
      }
      return document.documentElement;
    };

    /** The box of the element's `::after` when it is absolutely placed by its four sides (in px). */
    const afterBox = (element: Element) => {
      const after = getComputedStyle(element, '::after');
      if (after.content === 'none' || after.display === 'none' || after.position !== 'absolute') return null;
      const sides = [after.top, after.right, after.bottom, after.left];
      if (!sides.every((side) => side.endsWith('px'))) return null;
      const [top, right, bottom, left] = sides.map(Number.parseFloat) as [number, number, number, number];
      const block = containingBlock(element).getBoundingClientRect();
      return new DOMRect(block.left + left, block.top + top, block.width - left - right, block.height - top - bottom);
    };

    const box = (element: Element) => {
      const own = [element.getBoundingClientRect(), afterBox(element) ?? []].flat();
      if (element.matches('input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="radio"]')) {
        const labels = [...((element as HTMLInputElement).labels ?? [])].filter(rendered);
        return union([...own, ...labels.map((label) => label.getBoundingClientRect())]);
      }
      return union(own);
    };

    /** A link in a sentence: its block (the nearest non-inline ancestor) has text outside the link. */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      if (!block) return false;
      const own = element.textContent ?? '';
      return (block.textContent ?? '').replace(own, '').trim().length > 0;
    };

    const name = (element: Element) =>
      (
        element.getAttribute('aria-label') ??
        (element.textContent?.trim() ||
          element.getAttribute('placeholder') ||
          element.getAttribute('name') ||
          element.getAttribute('title') ||
          '')
      )
        .replace(/\s+/g, ' ')
        .slice(0, 60);

    const targets = [...root.querySelectorAll(SELECTOR)]
      .filter(rendered)
      .map((element) => ({ element, rect: box(element), inline: inRunningText(element) }));
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const circleTouches = (c: { x: number; y: number }, r: DOMRect) => {
      const dx = c.x - Math.max(r.left, Math.min(c.x, r.right));
      const dy = c.y - Math.max(r.top, Math.min(c.y, r.bottom));
      return dx * dx + dy * dy < (SPACING / 2) ** 2;
    };

    const width = document.documentElement.clientWidth;
    const slidesSideways = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    // Where the control is drawn, not its hit area, which may reach past the edge.
    const offScreen = targets
      .map(({ element }) => ({ element, drawn: element.getBoundingClientRect() }))
      .filter(({ element, drawn }) => (drawn.left < -0.5 || drawn.right > width + 0.5) && !slidesSideways(element))
      .map(
        ({ element, drawn }) =>
          `${element.tagName.toLowerCase()} "${name(element)}" off the screen at ${Math.round(drawn.left)}–${Math.round(drawn.right)} px`,
      );

    const small = targets.filter(({ rect }) => rect.width < MIN - 0.5 || rect.height < MIN - 0.5);
    const tooSmall = small
      .filter((target) => {
        if (!target.inline) return true;
        const c = centre(target.rect);
        return targets.some((other) => {
          if (other === target || other.element.contains(target.element)) return false;
          if (small.includes(other) && other.inline) {
            const o = centre(other.rect);
            return Math.hypot(o.x - c.x, o.y - c.y) < SPACING;
          }
          return circleTouches(c, other.rect);
        });
      })
      .map(
        ({ element, rect }) =>
          `${element.tagName.toLowerCase()} "${name(element)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      );
    return [...tooSmall, ...offScreen];
  });
}
