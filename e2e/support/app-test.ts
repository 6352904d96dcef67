import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits until the app has started on the page (server-rendered pages show before they respond). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="started"]').waitFor({ state: 'attached' });
}

type Navigation = Parameters<Page['goto']>[1];

/**
 * Playwright's test, with `page.goto` and `page.reload` waiting, as a person does, until the page
 * responds: a server-rendered page is on screen before the app has started, and a tap then is
 * only kept to be done later. Pass `waitUntil: 'commit'` or `'domcontentloaded'` to act before that.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const startsApp = (options: Navigation) =>
      options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded';
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (startsApp(options) && response?.headers()['content-type']?.startsWith('text/html')) await waitForApp(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (startsApp(options)) await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
