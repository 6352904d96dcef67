import sharp from 'sharp';
import { expect, test } from './support/app-test';
import { signInAsOwner } from './support/staff';

// The storefront's first load of a page can take a while on a busy machine.
const PAGE_LOAD = { timeout: 30_000 };

const NAME = 'Quokka Capacitive Soil Moisture Probe';
const SLUG = 'quokka-capacitive-soil-moisture-probe';

test('an owner creates a product with an image, and the shop shows it in its category and in search at once', async ({
  page,
}) => {
  test.slow();
  await signInAsOwner(page, '/admin/products');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await expect(page.getByLabel('Slug')).toHaveValue(SLUG);
  await page.getByLabel('Brand').fill('Quokka Labs');
  await page.getByLabel('Category').selectOption({ label: 'Sensors' });
  await page.getByLabel('Price (₹)').fill('149');
  await page.getByLabel('MRP (₹)').fill('199');
  await page.getByLabel('HSN code').fill('9031');
  await page.getByLabel('What it is and what it is for').fill('A corrosion-free capacitive probe for plant pots.');
  await page.getByRole('button', { name: 'Add specification' }).click();
  await page.getByLabel('Specification 1 name').fill('Operating Voltage');
  await page.getByLabel('Specification 1 value').fill('3.3V – 5V');
  await page.getByRole('button', { name: 'Create product' }).click();

  // Saved: the editor of the new product, with its pictures and stock.
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const picture = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 20, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
  await page.getByLabel('Upload images').setInputFiles({ name: 'probe.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText('Main', { exact: true })).toBeVisible(PAGE_LOAD);

  // The storefront shows it at once: in its category, with its picture, and in search.
  await page.goto('/category/sensors?ordering=newest');
  const card = page.locator('article', { has: page.getByRole('heading', { name: NAME }) });
  await expect(card).toBeVisible(PAGE_LOAD);
  await expect(card.locator('img').first()).not.toHaveAttribute('src', /placeholder-part\.svg/);
  await expect(card).toContainText('₹149');

  await page.goto('/search?q=quokka');
  await expect(page.locator('article', { has: page.getByRole('heading', { name: NAME }) })).toBeVisible(PAGE_LOAD);

  await page
    .locator('article', { has: page.getByRole('heading', { name: NAME }) })
    .getByRole('link', { name: NAME })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('cell', { name: '3.3V – 5V' })).toBeVisible();
});
