import { expect, test } from './support/app-test';

/** Issue 29: a search with a word the catalogue lacks still finds parts, and one with no known word still leads on. */

test('a query with one unknown word shows the parts matching the rest, says so, and Did you mean searches the corrected words', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('servo moter 180 degree');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=servo(%20|\+)moter(%20|\+)180(%20|\+)degree$/);

  const notice = page.getByText(/^No part matches all of/);
  await expect(notice).toHaveText(
    /^No part matches all of “servo moter 180 degree” — showing parts that match “[^”]+”\.$/,
  );
  // The words kept are the ones a servo matches, spelled right.
  const kept = (await notice.locator('strong').nth(1).textContent()) ?? '';
  expect(kept.split(' ')).toEqual(expect.arrayContaining(['servo']));
  expect(kept).not.toContain('moter');
  await expect(page.getByRole('status').filter({ hasText: /found$/ })).not.toHaveText('0 products found');
  await expect(page.getByRole('heading', { level: 3, name: /servo/i }).first()).toBeVisible();

  const didYouMean = page.getByText(/^Did you mean/).getByRole('link');
  const corrected = (await didYouMean.textContent()) ?? '';
  expect(corrected).toContain('motor');
  expect(corrected).not.toContain('moter');
  await didYouMean.click();
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${corrected}”` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe(corrected);
  // Nothing left to correct; the results still say which words they match.
  await expect(page.getByText(/^Did you mean/)).toHaveCount(0);
  await expect(page.getByText(/^No part matches all of/)).toHaveText(
    new RegExp(`^No part matches all of “${corrected}” — showing parts that match “[^”]+”\\.$`),
  );
  await expect(page.getByRole('heading', { level: 3, name: /servo/i }).first()).toBeVisible();
});

test('a query with no known word offers the categories and popular parts, in the page the server sends', async ({
  page,
}) => {
  // Already in the first HTML, so nothing appears late or moves.
  const html = await (await page.request.get('/search?q=zzqxv+flurb')).text();
  expect(html).toContain('Shop by category');
  expect(html).toContain('Popular parts');

  await page.goto('/search?q=zzqxv+flurb');
  await expect(page.getByText('No products match "zzqxv flurb". Try a different search term.')).toBeVisible();

  const categories = page.getByRole('region', { name: 'Shop by category' });
  const sensors = categories.getByRole('link', { name: /^Sensors \d+ products$/ });
  await expect(sensors).toBeVisible();
  expect(await categories.getByRole('link').count()).toBeGreaterThan(5);

  const popular = page.getByRole('region', { name: 'Popular parts' });
  const cards = popular.getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(8);
  await expect(popular.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
  const firstPart = (await cards.first().textContent()) ?? '';
  expect(html).toContain(firstPart.replaceAll('&', '&amp;'));

  await sensors.click();
  await expect(page).toHaveURL(/\/category\/sensors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sensors' })).toBeVisible();

  await page.goBack();
  await popular.getByRole('link', { name: firstPart }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstPart })).toBeVisible();
});
