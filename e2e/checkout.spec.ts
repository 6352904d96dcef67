import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/testing/pdf';
import { CHURCH_STREET, fillAddress } from './support/addresses';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { openOrderAsOwner } from './support/orders';

/** Adds a product from its page and returns its name. */
async function addFromProductPage(page: Page, slug: string): Promise<string> {
  await page.goto(`/product/${slug}`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  // The first Add to Cart is the product's own; related products follow.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText(`${name} added to cart!`)).toBeVisible();
  return name;
}

async function openCheckoutFromCart(page: Page) {
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

const successValue = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('+ dd');

test('a customer orders two parts cash on delivery, finds the order and its tax invoice on /orders and cancels it', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'cod');
  const pico = await addFromProductPage(page, 'raspberry-pi-pico');
  await addFromProductPage(page, 'esp32-c3-supermini');

  await page.getByRole('button', { name: /^Cart,/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('button', { name: `Increase quantity of ${pico}` }).click();
  await expect(drawer.getByRole('textbox', { name: `Quantity of ${pico}` })).toHaveValue('2');
  await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Items in your order' });
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary.getByRole('listitem').filter({ hasText: pico })).toContainText('Qty 2');
  await expect(page.getByText('Cash on delivery fee')).toHaveCount(0);
  await expect(page.getByLabel('Mobile number')).toHaveValue('+91 98450 12345');
  const confirm = page.getByRole('button', { name: /Confirm Order/ });
  await expect(confirm).toBeDisabled();
  await fillAddress(page, CHURCH_STREET);
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(confirm).toContainText('₹947');
  await confirm.click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByText('Order Placed Successfully!').first()).toBeVisible();
  const orderNumber = (await successValue(page, 'Order number').textContent())?.trim() ?? '';
  expect(orderNumber).not.toBe('');
  await expect(successValue(page, 'Payment method')).toHaveText('Cash on Delivery');
  await expect(page).toHaveURL(/\/orders$/, { timeout: 6_000 });

  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(order).toContainText('₹947');
  await expect(order).toContainText('Cash on Delivery');
  await expect(order).toContainText('Confirmed');
  // Confirmed with cash on delivery, it has its tax invoice, as a PDF named by its number.
  const invoice = page.waitForEvent('download');
  await order.getByRole('button', { name: /^Download tax invoice MB\/\d\d-\d\d\/\d{6} \(PDF\)$/ }).click();
  expect((await invoice).suggestedFilename()).toMatch(/^MB-\d\d-\d\d-\d{6}\.pdf$/);
  await expect(order.getByRole('button', { name: /credit note/ })).toHaveCount(0);
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  await page
    .getByRole('dialog', { name: `Cancel order ${orderNumber}?` })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(page.getByText(`Order ${orderNumber} has been cancelled.`)).toBeVisible();
  await expect(order).toContainText('Cancelled');
  await expect(order.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  // Cancelled after it was invoiced: a credit note reverses the invoice.
  const creditNote = page.waitForEvent('download');
  await order.getByRole('button', { name: /^Download credit note CN\/\d\d-\d\d\/\d{6} \(PDF\)$/ }).click();
  expect((await creditNote).suggestedFilename()).toMatch(/^CN-\d\d-\d\d-\d{6}\.pdf$/);

  // The cart was emptied into the order.
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toContainText('Your cart is empty');
});

test('a customer in another state pays online through the test gateway after declining once, the invoice charges IGST, and a partial refund brings a credit note', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAndSignIn(page, 'online');
  await addFromProductPage(page, 'hc-sr04-ultrasonic-distance-sensor');
  await openCheckoutFromCart(page);
  await fillAddress(page, { line1: '221 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' });

  // A small cash-on-delivery order carries the fee; paying online does not.
  await expect(page.getByText('Cash on delivery fee')).toBeVisible();
  await expect(page.getByRole('button', { name: /Confirm Order/ })).toContainText('₹129');
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await expect(page.getByText('Cash on delivery fee')).toHaveCount(0);
  await page.getByRole('button', { name: /Confirm Order · ₹79/ }).click();

  const gateway = page.getByRole('dialog', { name: /Test mode payment/ });
  await expect(gateway.getByText('Test mode', { exact: true })).toBeVisible();
  await gateway.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for payment' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toBeVisible();

  await page.getByRole('button', { name: 'Complete payment' }).click();
  await page
    .getByRole('dialog', { name: /Test mode payment/ })
    .getByRole('button', { name: 'Pay ₹79' })
    .click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(successValue(page, 'Payment method')).toHaveText('Online Payment');
  await expect(successValue(page, 'Payment status')).toHaveText('Paid');
  const orderNumber = (await successValue(page, 'Order number').textContent())?.trim() ?? '';

  await page.getByRole('link', { name: 'View My Orders' }).click();
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(order).toContainText('Paid');
  await expect(order.getByRole('button', { name: 'Complete payment' })).toHaveCount(0);
  await order.getByRole('link', { name: /View details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('Confirmed');

  // Shipped from Karnataka to Maharashtra: the tax invoice charges IGST, not CGST and SGST.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download tax invoice MB\// }).click();
  const invoice = await pdfText(await readFile(await (await download).path()));
  expect(invoice.text).toContain('Maharashtra (code 27)');
  expect(invoice.text).toContain('IGST');
  expect(invoice.text).not.toContain('CGST');

  // The shop refunds part of it: a credit note for that amount follows, with IGST too.
  const { owner, close } = await openOrderAsOwner(browser, orderNumber);
  await owner.getByRole('button', { name: 'Refund' }).click();
  const refund = owner.getByRole('dialog', { name: `Refund order ${orderNumber}` });
  await refund.getByLabel('Amount (₹)').fill('30');
  await refund.getByLabel('Reason').fill('Sensor arrived with a bent pin');
  await refund.getByRole('button', { name: 'Continue' }).click();
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  await expect(owner.getByRole('button', { name: /^Download credit note CN\// })).toBeVisible();
  await close();
  await page.reload();
  const noteDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download credit note CN\/\d\d-\d\d\/\d{6} \(PDF\)$/ }).click();
  const note = await pdfText(await readFile(await (await noteDownload).path()));
  expect(note.text).toContain('CREDIT NOTE');
  expect(note.text).toContain('Total (INR) 30.00');
  expect(note.text).toContain('IGST');
  expect(note.text).toContain('(Sensor arrived with a bent pin)');
});

test('a visitor is sent from /checkout to /login', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in to proceed with checkout')).toBeVisible();
});

test('a customer with an empty cart is sent from /checkout back to the shop', async ({ page }) => {
  await signUpAndSignIn(page, 'empty');
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty. Add some products first.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
