import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { startOf, translator } from './support/translations';

test('a customer switches to Hindi at once, keeps it, and completes a checkout in Hindi', async ({ page }) => {
  // Sign-up, a switch, a checkout and a payment: more steps than most journeys.
  test.slow();
  const hi = translator('hi');
  const hiFromServer = translator('hi', 'api-messages');
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await signUpAndSignIn(page, 'hindi');
  await page.goto('/product/raspberry-pi-pico');
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

  // The switch in the top bar changes every screen in place: no reload, and the page says its language.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('combobox', { name: hi('Language') })).toHaveValue('hi');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The product stays as the shop wrote it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Remembered: the next page arrives in Hindi from the server.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page
    .getByRole('button', { name: hi('Add to Cart') })
    .first()
    .click();
  await expect(page.getByText(hi('{name} added to cart!', { name }))).toBeVisible();

  await page
    .getByRole('button', { name: startOf(hi('Cart, {cartCount, plural, one {# item} other {# items}}')) })
    .click();
  await page
    .getByRole('dialog', { name: hi('Your Cart') })
    .getByRole('link', { name: hi('Proceed to Checkout') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: hi('Checkout') })).toBeVisible();
  // The browser tab names the page in Hindi as well.
  await expect(page).toHaveTitle(`${hi('Checkout')} — MakerBazaar`);

  await page.getByLabel(hi('Address line 1')).fill('14 Church Street');
  await page.getByLabel(hi('PIN code')).fill('560001');
  await page.getByLabel(hi('City')).fill('Bengaluru');
  await page.getByLabel(hi('State or union territory')).selectOption('Karnataka');
  // The shared form rules answer in Hindi too.
  await page.getByLabel(hi('Buying for a registered business')).check();
  await page.getByLabel(hi('GSTIN')).fill('29ABCDE');
  await page.getByLabel(hi('Business name')).fill('Rao Robotics');
  await page.getByRole('button', { name: startOf(hi('Confirm Order · {total}')) }).click();
  await expect(page.getByText(hiFromServer('Enter a valid 15-character GSTIN, e.g. 29ABCDE1234F1ZW.'))).toBeVisible();
  await page.getByLabel(hi('Buying for a registered business')).uncheck();
  await page.getByRole('button', { name: startOf(hi('Confirm Order · {total}')) }).click();

  await expect(page.getByRole('heading', { name: hi('Order Placed Successfully!') })).toBeVisible();
  // The order's words, which the server writes, read in Hindi too.
  const placed = (label: string) => page.locator('dt', { hasText: hi(label) }).locator('+ dd');
  await expect(placed('Payment method')).toHaveText(hiFromServer('Cash on Delivery'));
  await expect(placed('Payment status')).toHaveText(hiFromServer('Pending'));
  await expect(page).toHaveURL(/\/orders$/, { timeout: 6_000 });
  const order = page.getByRole('article').first();
  await expect(order.locator('[data-status="confirmed"]')).toHaveText(hiFromServer('Confirmed'));
  await expect(order).toContainText(hiFromServer('Cash on Delivery'));
  expect(problems).toEqual([]);
});

test("an English page fetches no Indian script's font, and a Hindi page only Devanagari", async ({ page, context }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  // The language switch names every language in its own script on every page.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((url) => /noto-sans-(devanagari|telugu|tamil)/.test(url))).toEqual([]);

  await context.addCookies([{ name: 'mb-lang', value: 'hi', url: page.url() }]);
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  await page.evaluate(() => document.fonts.ready);
  const scripts = fonts.map((url) => url.match(/noto-sans-(devanagari|telugu|tamil)/)?.[1]).filter(Boolean);
  expect(new Set(scripts)).toEqual(new Set(['devanagari']));
});

test('a Tamil browser reads the shop in Tamil on its first visit, until the visitor picks another language', async ({
  browser,
}) => {
  const ta = translator('ta');
  const context = await browser.newContext({ locale: 'ta-IN' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'started');
  // The app starts in the language the page was rendered in, and does not take it as a choice.
  await expect(page.getByRole('combobox', { name: ta('Language') })).toHaveValue('ta');
  expect((await context.cookies()).find((cookie) => cookie.name === 'mb-lang')).toBeUndefined();

  // At once, while the parts whose code comes later (the menus, the footer) may still be the
  // server's Tamil markup: the switch waits for them to hydrate, then changes them with the rest.
  await page.getByRole('combobox', { name: ta('Language') }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  expect(problems).toEqual([]);
  await context.close();
});
