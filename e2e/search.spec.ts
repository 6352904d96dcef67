import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';

/** The number in an option's accessible name, e.g. "Under ₹500 (27)" → 27. */
async function countIn(option: Locator): Promise<number> {
  const label = await option.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

const found = (page: Page) => page.getByRole('status').filter({ hasText: /found$/ });

test('on a phone the filters open in a sheet, and its button shows what they found', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?q=sensor');
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const under500 = sheet.getByRole('radio', { name: /^Under ₹500 \(\d+\)$/ });
  const cheap = await countIn(under500);
  await under500.click();
  await expect(page).toHaveURL(/\/search\?q=sensor&price=0-500$/);
  await sheet.getByRole('button', { name: `Show ${cheap} products` }).click();
  await expect(sheet).toBeHidden();
  await expect(found(page)).toHaveText(`${cheap} products found`);
});

test('a misspelled query in the header finds the part through a suggestion picked with the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('ultrasonc');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  const index = names.findIndex((name) => name.includes('HC-SR04 Ultrasonic Distance Sensor'));
  expect(index).toBeGreaterThanOrEqual(0);

  for (let i = 0; i <= index; i++) await box.press('ArrowDown');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(index).getAttribute('id')) ?? '');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/product\/hc-sr04-ultrasonic-distance-sensor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'HC-SR04 Ultrasonic Distance Sensor' })).toBeVisible();
});

test('Enter in the header without a suggestion searches, and the correction is shown', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await box.fill('ultrasonic sensr');
  await box.press('Enter');
  // %20 from the app, + from the plain form if Enter came before the app had started.
  await expect(page).toHaveURL(/\/search\?q=ultrasonic(%20|\+)sensr$/);
  await expect(page.getByText('Did you mean ultrasonic sensor?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'HC-SR04 Ultrasonic Distance Sensor' })).toBeVisible();
});

test('a price bucket and a brand narrow the results and the URL, and Back undoes them', async ({ page }) => {
  await page.goto('/search?q=sensor');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const under500 = filters.getByRole('radio', { name: /^Under ₹500 \(\d+\)$/ });
  await expect(under500).toBeVisible();
  const total = Number((await found(page).textContent())?.match(/^(\d+)/)?.[1]);
  const cheap = await countIn(under500);
  expect(cheap).toBeGreaterThan(1);
  expect(cheap).toBeLessThan(total);

  // A click, not check(): the choice shows once the URL has changed, a moment after the click.
  await under500.click();
  await expect(page).toHaveURL(/\/search\?q=sensor&price=0-500$/);
  await expect(under500).toBeChecked();
  await expect(found(page)).toHaveText(`${cheap} products found`);

  const aosong = filters.getByRole('checkbox', { name: /^Aosong \(\d+\)$/ });
  const fromAosong = await countIn(aosong);
  expect(fromAosong).toBe(1);
  await aosong.click();
  await expect(page).toHaveURL(/\/search\?q=sensor&brand=Aosong&price=0-500$/);
  await expect(found(page)).toHaveText('1 product found');
  await expect(page.getByRole('heading', { name: 'DHT22 Temperature and Humidity Sensor Module' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Aosong' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=sensor&price=0-500$/);
  await expect(found(page)).toHaveText(`${cheap} products found`);
  await expect(aosong).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=sensor$/);
  await expect(found(page)).toHaveText(`${total} products found`);
  await expect(filters.getByRole('radio', { name: 'All prices' })).toBeChecked();
});

test('a signed-in customer adds a search result to the cart from the list layout', async ({ page }) => {
  await signUpAndSignIn(page, 'search');

  await page.goto('/search?q=sensor&price=0-500&view=list');
  const row = page.getByRole('article').first();
  const name = (await row.getByRole('heading').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await row.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${name} added to cart!`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});
