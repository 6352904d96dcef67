import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { startOf, translator } from './support/translations';

const DHT22 = 'DHT22 Temperature and Humidity Sensor Module';

test('a customer shopping in Hindi searches "तापमान सेंसर" from the header and adds the DHT22 to the cart', async ({
  page,
}) => {
  const hi = translator('hi');
  // Only a signed-in customer has a cart.
  await signUpAndSignIn(page, 'hindi-search');
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  const box = page.getByRole('combobox', { name: hi('Search products') });
  await box.fill('तापमान सेंसर');
  // Suggestions while typing understand the script too.
  const suggestions = page.getByRole('listbox', { name: hi('Suggestions') });
  await expect(suggestions.getByRole('option', { name: new RegExp(DHT22) })).toBeVisible();
  await box.press('Escape');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(
    page.getByRole('heading', { level: 1, name: hi('Results for “{query}”', { query: 'तापमान सेंसर' }) }),
  ).toBeVisible();
  // The page says what the Hindi was read as, in Hindi.
  const understood = hi('Showing results for: <0>{corrected}</0>', { corrected: 'temperature sensor' }).replace(
    /<\/?0>/g,
    '',
  );
  await expect(page.getByText(understood)).toBeVisible();

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: DHT22 }) });
  await card.getByRole('button', { name: hi('Add to Cart') }).click();
  await expect(page.getByText(hi('{name} added to cart!', { name: DHT22 }))).toBeVisible();
  await page
    .getByRole('button', { name: startOf(hi('Cart, {cartCount, plural, one {# item} other {# items}}')) })
    .click();
  await expect(page.getByRole('dialog', { name: hi('Your Cart') }).getByRole('link', { name: DHT22 })).toBeVisible();
});
