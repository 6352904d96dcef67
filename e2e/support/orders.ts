import { type Browser, expect, type Page } from '@playwright/test';
import { CHURCH_STREET, fillAddress } from './addresses';
import { E2E_MANAGER, signInAsOwner } from './staff';

/** The customer checks out one Raspberry Pi Pico cash on delivery; returns the order number. */
export async function orderOnePico(page: Page): Promise<string> {
  await page.goto('/product/raspberry-pi-pico');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillAddress(page, CHURCH_STREET);
  await page.getByRole('button', { name: /Confirm Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const orderNumber = (await page.locator('dt', { hasText: 'Order number' }).locator('+ dd').textContent())?.trim();
  expect(orderNumber).toMatch(/^MB\d{8}-\d+$/);
  return orderNumber ?? '';
}

/** The shop's manager, in a browser of their own, finds a confirmed order by its number and opens it. */
export async function openOrderAsOwner(browser: Browser, orderNumber: string) {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signInAsOwner(owner, '/admin/orders?status=confirmed', E2E_MANAGER);
  await owner.getByRole('search', { name: 'Search the orders' }).getByLabel('Search').fill(orderNumber);
  await owner.getByRole('link', { name: orderNumber }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Confirmed');
  return { owner, close: () => context.close() };
}

/** Clicks a one-click move on the order page and waits for the new status to show. */
export async function move(owner: Page, button: string, status: string) {
  await owner.getByRole('button', { name: button }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText(status);
}

/** Ships the open order with one of the shop's couriers and a tracking number, confirming what that does. */
export async function ship(owner: Page, orderNumber: string, courier: string, tracking: string) {
  await owner.getByRole('button', { name: 'Ship' }).click();
  const dialog = owner.getByRole('dialog', { name: `Ship order ${orderNumber}` });
  await dialog.getByLabel('Courier').selectOption(courier);
  await dialog.getByLabel('Tracking number').fill(tracking);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(`Order ${orderNumber} will be marked shipped with tracking number ${tracking}`);
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Shipped');
}

/** Marks the open order delivered, confirming what that does. */
export async function deliver(owner: Page, orderNumber: string) {
  await owner.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = owner.getByRole('dialog', { name: `Mark order ${orderNumber} delivered?` });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Delivered');
}
