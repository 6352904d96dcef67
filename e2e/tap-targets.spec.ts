import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { hardToTapTargets } from './support/tap-targets';

// A phone's screen; the rule each target is held to is written in support/tap-targets.ts.
const PHONE = { width: 390, height: 844 };

async function expectFingerSized(page: Page, scope?: string) {
  expect(await hardToTapTargets(page, scope)).toEqual([]);
}

/** The header's buttons on the logo's row, not wrapped onto a line of their own (a taller header). */
async function expectOneHeaderRow(page: Page) {
  const topOf = async (name: RegExp) => (await page.getByRole('banner').getByRole('button', { name }).boundingBox())?.y;
  expect(await topOf(/^Cart,/)).toBe(await topOf(/^Open menu$/));
}

async function openDialog(page: Page, button: string | RegExp, dialog: string | RegExp) {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  // The sheet slides in; measure it where it comes to rest.
  await expect.poll(() => page.getByRole('dialog', { name: dialog }).evaluate((d) => d.getAnimations().length)).toBe(0);
}

test.describe('on a phone every tap target is at least 44×44 px', () => {
  test.use({ viewport: PHONE });

  test('home, with the menu open', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#products article').first()).toBeVisible();
    await expectFingerSized(page);

    await openDialog(page, 'Open menu', 'Menu');
    await expectFingerSized(page, '[role="dialog"]');
  });

  test('a category, with its filters open', async ({ page }) => {
    await page.goto('/category/sensors');
    await expect(page.locator('main article').first()).toBeVisible();
    await expectFingerSized(page);

    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.locator('#category-filters').getByRole('checkbox').first()).toBeVisible();
    await expectFingerSized(page);
  });

  test('a product, as a visitor and as a signed-in customer', async ({ page }) => {
    await page.goto('/product/arduino-uno-r3');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFingerSized(page);
    await expectOneHeaderRow(page);

    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndSignIn(page, 'taps');
    await page.setViewportSize(PHONE);
    await page.goto('/product/arduino-uno-r3');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A signed-in customer's header has the notifications bell too.
    await expect(page.getByRole('link', { name: /^Notifications,/ })).toBeVisible();
    await expectFingerSized(page);
    await expectOneHeaderRow(page);
  });

  test('the cart drawer and checkout', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUpAndSignIn(page, 'tapcart');
    await page.setViewportSize(PHONE);
    for (const slug of ['raspberry-pi-pico', 'esp32-c3-supermini']) {
      await page.goto(`/product/${slug}`);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await expect(page.getByText(/added to cart!/)).toBeVisible();
    }

    await openDialog(page, /^Cart,/, 'Your Cart');
    await expectFingerSized(page, '[role="dialog"]');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expectFingerSized(page);
  });
});
