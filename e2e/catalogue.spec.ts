import { PRODUCT_IMAGE_WIDTHS } from '@makerbazaar/core';
import { expect, test } from './support/app-test';

test('home shows the live backend badge with the catalogue size', async ({ page, request }) => {
  const list = await (await request.get('/api/products/?page_size=1')).json();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Power Your Innovation with Electronics' })).toBeVisible();
  await expect(page.getByText(`Live backend · ${list.count} products`)).toBeVisible();
  await expect(page.locator('#products article').first()).toBeVisible();
});

test('a category tile leads to its category', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Shop by category' });
  await tiles.getByRole('link', { name: /^Sensors/ }).click();
  await expect(page).toHaveURL(/\/category\/sensors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sensors' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Categories');
  await expect(page.locator('article').first()).toBeVisible();
});

test('a product card opens its product page with specifications', async ({ page }) => {
  await page.goto('/category/arduino');
  const firstCard = page.locator('article').first();
  const name = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await firstCard.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(page.locator('table tr').first()).toBeVisible();
});

test('a product opens at its top, and Back returns the category to where it was scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/category/sensors');
  const card = page.locator('main article').nth(7);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(844);
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Sensors' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a sample part shows its own picture, and its maker’s datasheet in a new tab', async ({ page }) => {
  await page.goto('/product/ds18b20-waterproof-temperature-sensor-probe');
  const picture = page.getByRole('region', { name: 'Product images' }).getByRole('img');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
    '/media/parts/rasters/ds18b20-waterproof-temperature-sensor-probe-',
  );
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const datasheet = page.getByRole('link', { name: /Datasheet \(PDF\) analog\.com/ });
  await expect(datasheet).toHaveAttribute('target', '_blank');
  await expect(datasheet).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(datasheet).toHaveAttribute(
    'href',
    'https://www.analog.com/media/en/technical-documentation/data-sheets/DS18B20.pdf',
  );

  // A maker's page rather than a PDF is a datasheet, not a "PDF".
  await page.goto('/product/uni-t-ut139c-true-rms-digital-multimeter');
  await expect(page.getByRole('link', { name: /^Datasheet meters\.uni-trend\.com/ })).toHaveAttribute(
    'href',
    'https://meters.uni-trend.com/product/ut139-series/',
  );
});

test('Add to Cart asks a visitor to log in', async ({ page }) => {
  await page.goto('/product/arduino-uno-r3');
  // The product's own button comes first; related products below have theirs.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Please login to add items to cart')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown category shows Category Not Found', async ({ page }) => {
  await page.goto('/category/flux-capacitors');
  await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Product Categories' })).toBeVisible();
});

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found — MakerBazaar');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test('when the products API fails, the fallback banner and list show', async ({ page }) => {
  // The home page arrives rendered with its products; the browser asks the API itself when it comes
  // to the home page from another screen.
  await page.goto('/login');
  await page.route('**/api/products/**', (route) => route.fulfill({ status: 503, body: '{"detail":"down"}' }));
  await page.getByRole('banner').getByRole('link', { name: 'MakerBazaar home' }).click();
  await expect(page.getByText('Showing sample products.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#products article')).toHaveCount(12);
});

test('a category page keeps a brand from its facets and a sort in the URL, across a reload', async ({
  page,
  request,
}) => {
  const { facets } = await (await request.get('/api/products/?category=sensors&facets=true')).json();
  const brand: { value: string; label: string; count: number } = facets.brands[0];
  const expected = await (
    await request.get(`/api/products/?category=sensors&brand=${encodeURIComponent(brand.value)}&ordering=-price`)
  ).json();
  const names = expected.results.map((p: { name: string }) => p.name);

  await page.goto('/category/sensors');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: `${brand.label} (${brand.count})` }).click();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(
    `/category/sensors?brand=${encodeURIComponent(brand.value).replaceAll('%20', '+')}&ordering=-price`,
  );
  const shown = page.locator('main article').getByRole('heading');
  await expect(shown).toHaveText(names);
  await expect(page.getByRole('status').filter({ hasText: /products?$/ })).toHaveText(
    `${brand.count} ${brand.count === 1 ? 'product' : 'products'}`,
  );

  await page.reload();
  await expect(filters.getByRole('checkbox', { name: `${brand.label} (${brand.count})` })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-price');
  await expect(shown).toHaveText(names);
});

test('a result card fetches the smallest copy of its picture that fills it, on phones and wide screens', async ({
  browser,
}) => {
  const screens = [
    // Lighthouse's phone, a common 360px Android, a 3x phone, a tablet and a desktop.
    { width: 412, height: 823, deviceScaleFactor: 1.75 },
    { width: 360, height: 780, deviceScaleFactor: 2 },
    { width: 390, height: 844, deviceScaleFactor: 3 },
    { width: 800, height: 1024, deviceScaleFactor: 1 },
    { width: 1440, height: 900, deviceScaleFactor: 1 },
  ];
  for (const screen of screens) {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
    });
    const page = await context.newPage();
    await page.goto('/search?q=sensor');
    const picture = page.locator('article.product-card img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    const { drawnWidth, copy } = await picture.evaluate((image: HTMLImageElement) => ({
      drawnWidth: image.getBoundingClientRect().width,
      copy: Number(/-(\d+)\.webp$/.exec(image.currentSrc)?.[1]),
    }));
    const needed = drawnWidth * screen.deviceScaleFactor;
    const smallestThatFills = PRODUCT_IMAGE_WIDTHS.find((width) => width >= needed) ?? PRODUCT_IMAGE_WIDTHS.at(-1);
    expect({ ...screen, drawnWidth, copy }).toEqual({ ...screen, drawnWidth, copy: smallestThatFills });
    await context.close();
  }
});
