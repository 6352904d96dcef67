// Time from navigation to the first product card on screen, in Chromium without throttling: what a
// customer waits before seeing a product. Median of several fresh page loads per URL.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';

/** Notes, in the page, when a product card first has a size on screen (checked every frame). */
const WATCH_FIRST_CARD = `
  window.__firstProductMs = new Promise((resolve) => {
    const look = () => {
      const card = document.querySelector('main article');
      if (card && card.getBoundingClientRect().height > 0) resolve(performance.now());
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function timeToFirstProduct(baseUrl: string, paths: string[], runs = 5) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const path of paths) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        // A new context each time: no cached scripts or answers, as a first visit.
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.addInitScript(WATCH_FIRST_CARD);
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
        times.push(Math.round(await page.evaluate<number>('window.__firstProductMs')));
        await context.close();
      }
      results.push({ path, medianMs: median(times), runsMs: times });
    }
    return results;
  } finally {
    await browser.close();
  }
}
