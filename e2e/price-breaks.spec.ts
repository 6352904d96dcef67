import { readFile } from 'node:fs/promises';
import { pdfText } from '../apps/server/src/testing/pdf';
import { CHURCH_STREET, fillAddress } from './support/addresses';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { signInAsOwner } from './support/staff';

// The sample breadboard: ₹99, ₹94 each from 10 and ₹91 from 50 (the bulk-orders page's 5% and 8%).
const BREADBOARD = { slug: '830-point-solderless-breadboard', name: '830 Point Solderless Breadboard' };

test('a customer types 25 on a part with quantity prices and pays the 10+ price on the page, in the cart and on the invoice', async ({
  page,
}) => {
  test.slow();
  await signUpAndSignIn(page, 'breaks');
  await page.goto(`/product/${BREADBOARD.slug}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const table = page.getByRole('table', { name: 'Buy more, pay less a unit' });
  await expect(table).toContainText('10+₹94');
  const quantity = page.getByRole('textbox', { name: `Quantity of ${name}` });
  await quantity.fill('25');
  await expect(page.getByText(/25 × ₹94 each =/)).toContainText('₹2,350');
  await expect(table.getByRole('row', { name: /10\+/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText(`${name} added to cart!`)).toBeVisible();

  await page.getByRole('button', { name: /^Cart,/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByRole('textbox', { name: `Quantity of ${name}` })).toHaveValue('25');
  const line = drawer.getByRole('listitem').filter({ hasText: name });
  await expect(line).toContainText('₹94 each');
  await expect(line).toContainText('₹2,350');
  await expect(line).toContainText('Add 25 more to pay ₹91 each');
  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillAddress(page, CHURCH_STREET);
  const confirm = page.getByRole('button', { name: /Confirm Order/ });
  await expect(confirm).toContainText('₹2,350');
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 6_000 });

  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download tax invoice MB\// })
    .first()
    .click();
  const invoice = await pdfText(await readFile(await (await download).path()));
  expect(invoice.text).toContain('94.00');
  expect(invoice.text).toContain('2,350.00');
  expect(invoice.text).not.toContain('99.00');
});

test('an owner changes a part’s quantity prices, is told which row is wrong, and the shop shows the new ones', async ({
  page,
}) => {
  test.slow();
  await signInAsOwner(page, '/admin/products?q=ne555');
  await page.getByRole('link', { name: 'NE555 Timer IC (Pack of 10)' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'NE555 Timer IC (Pack of 10)' })).toBeVisible();
  // ₹69: ₹65 from 10, ₹63 from 50.
  await expect(page.getByLabel('Price break 1: price each in rupees')).toHaveValue('65');
  await page.getByLabel('Price break 1: price each in rupees').fill('60');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Each price break must be lower than the one before it.')).toBeVisible();
  await page.getByLabel('Price break 2: price each in rupees').fill('55');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved. The shop shows them now.')).toBeVisible();

  await page.goto('/product/ne555-timer-ic-pack-of-10');
  const table = page.getByRole('table', { name: 'Buy more, pay less a unit' });
  await expect(table).toContainText('10+₹60');
  await expect(table).toContainText('50+₹55');
});
