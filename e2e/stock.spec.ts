import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { orderOnePico } from './support/orders';
import { verifyAddress } from './support/outbox';
import { E2E_MANAGER, signInAsOwner } from './support/staff';

const PAGE_LOAD = { timeout: 15_000 };

/** The owner opens a product's page in the back office, by searching the products list for its slug. */
async function openProductAsOwner(owner: Page, slug: string, name: string): Promise<void> {
  await signInAsOwner(owner, `/admin/products?q=${encodeURIComponent(slug)}`, E2E_MANAGER);
  await owner.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible(PAGE_LOAD);
}

/** Records a stock adjustment in the product's Stock panel. */
async function adjustStock(owner: Page, change: number, reason: string): Promise<void> {
  const form = owner.getByRole('form', { name: 'Adjust stock' });
  await form.getByLabel('Change').fill(String(change));
  await form.getByLabel('Reason').selectOption({ label: reason });
  await form.getByRole('button', { name: 'Record adjustment' }).click();
  await expect(form.getByLabel('Change')).toHaveValue('');
}

test('a customer asks to be told when a sold-out part is back, staff restock it, and the notice arrives', async ({
  page,
  browser,
}) => {
  test.slow();
  const slug = 'towerpro-mg996r-metal-gear-servo-motor';
  const name = 'TowerPro MG996R Metal Gear Servo Motor';

  // The shop sells out of it.
  const context = await browser.newContext();
  const owner = await context.newPage();
  await openProductAsOwner(owner, slug, name);
  const productInBackOffice = owner.url();
  const shelf = Number(await owner.getByRole('status', { name: 'Stock on the shelf' }).textContent());
  await adjustStock(owner, -shelf, 'Correction');
  await expect(owner.getByRole('status', { name: 'Stock on the shelf' })).toHaveText('0');

  // The customer finds it out of stock: no delivery date, and one tap to be told when it is back.
  // Their address is verified, as only a verified address receives the notice's e-mail.
  const username = await signUpAndSignIn(page, 'waiting');
  await verifyAddress(page, owner, `${username}@example.in`);
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await page.getByLabel('PIN code').fill('560001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('This part is out of stock, so we cannot give a delivery date yet.')).toBeVisible();
  await expect(page.getByText(/Get it by/)).toHaveCount(0);
  const alert = page.getByRole('region', { name: 'Notify me when it is back' });
  await alert.getByRole('button', { name: 'Notify me' }).click();
  await expect(alert.getByText('We will tell you when it is back: a notification here and an e-mail.')).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('region', { name: 'Waiting for stock' }).getByRole('link', { name })).toBeVisible(
    PAGE_LOAD,
  );

  // Staff restock it in the back office.
  await owner.goto(productInBackOffice);
  await adjustStock(owner, 12, 'Received');
  await expect(owner.getByRole('status', { name: 'Stock on the shelf' })).toHaveText('12');

  // The customer's notice: in their notifications, and the e-mail in the outbox.
  await page.goto('/notifications');
  const notice = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: `Back in stock: ${name}` });
  await expect(notice).toContainText(`${name} is back in stock, as you asked us to tell you.`, PAGE_LOAD);
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for stock' })).toHaveCount(0);

  await owner.goto('/admin/outbox');
  await owner.getByRole('searchbox', { name: 'Search the outbox' }).fill(`${username}@example.in`);
  await expect(owner.getByRole('button', { name: `Back in stock: ${name}` })).toBeVisible(PAGE_LOAD);
  await context.close();
});

test('the stock ledger shows a sale with a link to its order', async ({ page, browser }) => {
  test.slow();
  await signUpAndSignIn(page, 'ledger');
  const orderNumber = await orderOnePico(page);

  const context = await browser.newContext();
  const owner = await context.newPage();
  await openProductAsOwner(owner, 'raspberry-pi-pico', 'Raspberry Pi Pico');
  const ledger = owner.getByRole('region', { name: 'Stock ledger' });
  const sale = ledger.getByRole('row', { name: new RegExp(`On order ${orderNumber}`) });
  await expect(sale).toContainText('−1');
  await sale.getByRole('link', { name: orderNumber }).click();
  await expect(owner).toHaveURL(/\/admin\/orders\/\d+$/);
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  await context.close();
});
