import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREEN_CHUNKS_PATH } from '@makerbazaar/core';
import { CHURCH_STREET, fillAddress } from './support/addresses';
import { expect, test } from './support/app-test';
import { signedInWithPartInCart } from './support/customers';
import {
  gzipBytes,
  initialJavaScript,
  overBudget,
  PAGE_BUDGETS,
  scriptBody,
  scriptsUntilStarted,
} from './support/page-weight';

// The built shop's pages, held to what a low-end phone on a slow line can use (issue 30). Each
// failure names the figure and the budget; the figures are printed either way.

const webDist = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const RENDERED_PAGES = ['/', '/category/arduino', '/product/arduino-uno-r3'];

test('the first script stays within its budget', () => {
  const { totalGzipBytes, files } = initialJavaScript(webDist);
  console.log(`first script: ${totalGzipBytes} bytes gzip in ${files.length} file(s)`);
  expect(overBudget('first script (gzip)', totalGzipBytes, PAGE_BUDGETS.firstScriptGzipBytes, 'bytes')).toBeUndefined();
});

test('the JavaScript / needs to become interactive stays within its budget', async ({ page }) => {
  const fetched = await scriptsUntilStarted(page, '/');
  const sizes = await Promise.all(fetched.map(async (request) => gzipBytes(await scriptBody(page, request))));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(`until the app started on /: ${fetched.length} scripts, ${total} bytes gzip`);
  expect([
    overBudget('scripts until / is interactive (gzip)', total, PAGE_BUDGETS.interactiveScriptsGzipBytes, 'bytes'),
    overBudget('script files until / is interactive', fetched.length, PAGE_BUDGETS.interactiveScriptFiles, 'files'),
  ]).toEqual([undefined, undefined]);
});

for (const url of RENDERED_PAGES) {
  test(`the HTML of ${url} stays within its budget`, async ({ browser, request }) => {
    const bytes = (await (await request.get(url)).body()).length;
    // The server's markup as it arrives: no script runs to add to it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    await context.close();
    console.log(`${url}: ${bytes} bytes of HTML, ${elements} elements`);
    expect([
      overBudget(`HTML of ${url}`, bytes, PAGE_BUDGETS.htmlBytes, 'bytes'),
      overBudget(`elements of ${url}`, elements, PAGE_BUDGETS.htmlElements, 'elements'),
    ]).toEqual([undefined, undefined]);
  });
}

test('checkout starts without the form rules, which arrive when the customer comes to the address form and still check it', async ({
  page,
}) => {
  await signedInWithPartInCart(page, 'lazyrules');

  await page.goto('/checkout');
  const confirm = page.getByRole('button', { name: /Confirm Order/ });
  await expect(confirm).toBeDisabled();
  await page.waitForLoadState('networkidle');
  // zod registers itself on the page's global object once it runs.
  const rulesLoaded = () => page.evaluate(() => '__zod_globalRegistry' in globalThis);
  expect(await rulesLoaded()).toBe(false);

  await page.getByLabel('Address line 1').focus();
  await expect.poll(rulesLoaded).toBe(true);
  await fillAddress(page, CHURCH_STREET);
  await page.getByLabel('Mobile number').fill('12345');
  await confirm.click();
  await expect(
    page.getByText('Enter a valid Indian mobile number (10 digits, optionally starting with +91).'),
  ).toBeVisible();
  await page.getByLabel('Mobile number').fill('98450 12345');
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});

test('a guest sent from checkout to sign in gets the form without the form rules, which arrive with its first focus and still check it', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const rulesLoaded = () => page.evaluate(() => '__zod_globalRegistry' in globalThis);
  expect(await rulesLoaded()).toBe(false);

  await page.getByLabel('Username or e-mail').focus();
  await expect.poll(rulesLoaded).toBe(true);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
});

test('checkout, the cart, a product and sign-in draw their icons from the sprite, with no icon code to fetch', async ({
  request,
}) => {
  const screenChunks: Record<string, string[]> = await (await request.get(SCREEN_CHUNKS_PATH)).json();
  const screens = [
    'src/features/checkout/checkout-page.tsx',
    'src/features/cart/cart-drawer.tsx',
    'src/features/catalog/product-page.tsx',
    'src/features/auth/login-page.tsx',
  ];
  const withIconCode = Object.fromEntries(
    screens.map((screen) => [
      screen,
      (screenChunks[screen] ?? ['(screen not found)']).filter(
        (file) =>
          !existsSync(path.join(webDist, file)) ||
          readFileSync(path.join(webDist, file), 'utf8').includes('createLucideIcon'),
      ),
    ]),
  );
  expect(withIconCode).toEqual(Object.fromEntries(screens.map((screen) => [screen, []])));
});

test("a phone loads no code for the wide screens' menus; a wide screen's comes when a pointer reaches one, and the first tap opens it", async ({
  page,
}) => {
  const menuCode = (url: string) => /\/assets\/nav-menus-[\w-]+\.js$/.test(url);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter(menuCode)).toEqual([]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter(menuCode)).toEqual([]);
  const courses = page.getByRole('button', { name: 'Courses' });
  await courses.hover();
  await expect.poll(() => fetched.filter(menuCode).length).toBe(1);
  await courses.click();
  await expect(page.getByRole('menuitem', { name: 'View All Courses' })).toBeVisible();
});

test('checkout loads no dialog for the test gateway until the customer places an online order, and then it opens at once', async ({
  page,
}) => {
  const gatewayCode = (url: string) => /\/assets\/test-gateway-dialog-[\w-]+\.js$/.test(url);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await signedInWithPartInCart(page, 'gatewaycode');

  await page.goto('/checkout');
  await fillAddress(page, CHURCH_STREET);
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter(gatewayCode)).toEqual([]);

  await page.getByRole('button', { name: /Confirm Order/ }).click();
  const gateway = page.getByRole('dialog', { name: /Test mode payment/ });
  await expect(gateway.getByText('Test mode', { exact: true })).toBeVisible();
  expect(fetched.filter(gatewayCode)).toHaveLength(1);
  await gateway.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});
