import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'solder-fumes-42';

/** A documentation-range address of its own for each customer the journeys register. */
function customerAddress(): string {
  const n = Math.floor(Math.random() * 65_536);
  return `198.51.${n >> 8}.${n & 255}`;
}

/**
 * Makes the page's requests come from an address of its own, through the shop's proxy: each
 * journey signs in as one visitor would, so the per-address sign-in limit holds as for real
 * visitors instead of counting every journey of the run against one address.
 */
export async function browseFromOwnAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': customerAddress() });
}

/** A new customer, registered through the API; returns the username. */
export async function registerCustomer(page: Page, name: string): Promise<string> {
  const username = `${name}_${Date.now().toString(36)}`;
  const created = await page.request.post('/api/users/', {
    headers: { 'x-forwarded-for': customerAddress() },
    data: {
      username,
      email: `${username}@example.in`,
      first_name: 'Meera',
      last_name: 'Iyer',
      phone: '98450 12345',
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(created.ok()).toBe(true);
  return username;
}

/** Fills in the login page the browser is on and waits until the customer is signed in. */
export async function signInOnLoginPage(page: Page, username: string): Promise<void> {
  await browseFromOwnAddress(page);
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Meera' })).toBeVisible();
}

/** A new customer, registered through the API and signed in through the login page. */
export async function signUpAndSignIn(page: Page, name: string): Promise<string> {
  const username = await registerCustomer(page, name);
  await page.goto('/login');
  await signInOnLoginPage(page, username);
  return username;
}

/** A new customer, signed in, with an Arduino Uno R3 added to the cart from its product page. */
export async function signedInWithPartInCart(page: Page, name: string): Promise<string> {
  const username = await signUpAndSignIn(page, name);
  await page.goto('/product/arduino-uno-r3');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Arduino Uno R3 added to cart!')).toBeVisible();
  return username;
}
