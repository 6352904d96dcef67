import { expect, test } from './support/app-test';

interface StyleWatch {
  /** The layout shifts of the page so far. */
  shift: number;
  /** Those until the app said it started: the full sheet arrives meanwhile (hydration is another matter). */
  shiftBeforeStart?: number;
  /** Whether every stylesheet file had arrived when the app said it started. */
  sheetsInAtStart?: boolean;
}

test('a rendered page paints with its own rules, and the full sheet is in before the app starts, moving nothing', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const watch: StyleWatch = { shift: 0 };
    Object.assign(window, { styleWatch: watch });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) watch.shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.documentElement.dataset.app !== 'started' || watch.sheetsInAtStart !== undefined) return;
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      watch.sheetsInAtStart = sheets.length > 0 && sheets.every((sheet) => sheet.sheet !== null);
      watch.shiftBeforeStart = watch.shift;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  });
  for (const url of ['/category/arduino', '/product/arduino-uno-r3']) {
    const html = await (await page.request.get(url)).text();
    const inline = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(html, url).not.toContain('<link rel="stylesheet"');
    await page.goto(url);
    const full = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href)
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join(''),
    );
    // The page's own rules are a part of the sheet (a third of it or so), not all of it.
    expect(inline.length, url).toBeGreaterThan(10_000);
    expect(inline.length, url).toBeLessThan(full.length * 0.6);
    const watch = await page.evaluate(() => (window as unknown as { styleWatch: StyleWatch }).styleWatch);
    expect(watch, url).toMatchObject({ shiftBeforeStart: 0, sheetsInAtStart: true });
  }
});
