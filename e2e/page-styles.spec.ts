import { expect, test } from './support/app-test';

interface StyleWatch {
  /** The layout shifts of the page so far. */
  shift: number;
  /** Those until the app said it started (hydration is another matter). */
  shiftBeforeStart?: number;
  /** The stylesheet files the page had when the app said it started, and whether each had arrived. */
  sheetsAtStart?: { href: string; arrived: boolean }[];
}

/** How long after the start the journey watches for a late move (the header's account area, fonts). */
const WATCH_AFTER_START_MS = 1_000;

test('a rendered page paints with the one cached stylesheet of its head, and nothing on it moves as it loads and starts', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const watch: StyleWatch = { shift: 0 };
    Object.assign(window, { styleWatch: watch });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) watch.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.documentElement.dataset.app !== 'started' || watch.sheetsAtStart !== undefined) return;
      watch.sheetsAtStart = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((sheet) => ({
        href: new URL(sheet.href).pathname,
        arrived: sheet.sheet !== null,
      }));
      watch.shiftBeforeStart = watch.shift;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  });
  // A slow phone's CPU: its parser stops often enough for the browser to paint a half-parsed page,
  // which then moved as the rest of the header arrived.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const linked: string[] = [];
  const visits = [
    ...['/category/arduino', '/product/arduino-uno-r3', '/search?q=sensor'].map((url) => ({ url, phone: false })),
    // A phone's narrower page wraps its results and toolbars differently.
    ...['/search?q=sensor', '/product/arduino-uno-r3'].map((url) => ({ url, phone: true })),
  ];
  for (const { url, phone } of visits) {
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
    const html = await (await page.request.get(url)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // In the head, so the first paint waits for it: no unstyled flash, and no second sheet later
    // to restyle the whole page (a sheet with cascade layers restyles every element).
    const href = head.match(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/)?.[1];
    expect(href, url).toMatch(/^\/assets\/style-[\w-]+\.css$/);
    expect(html, url).not.toContain('<style');
    linked.push(href ?? '');
    await page.goto(url);
    await page.waitForTimeout(WATCH_AFTER_START_MS);
    const watch = await page.evaluate(() => (window as unknown as { styleWatch: StyleWatch }).styleWatch);
    // A visitor's header: the Login link is in place from the first paint, not a placeholder of another width.
    expect(watch, `${url}${phone ? ' on a phone' : ''}`).toMatchObject({
      shiftBeforeStart: 0,
      shift: 0,
      sheetsAtStart: [{ href, arrived: true }],
    });
  }
  // Every page names the same file, cached for a year: a visitor downloads it once.
  expect(new Set(linked).size).toBe(1);
});
