import type { Browser } from '@playwright/test';
import { expect, test, waitForApp } from './support/app-test';
import { PASSWORD, registerCustomer, signUpAndSignIn } from './support/customers';

/** A browser that comes from one address (through the shop's proxy) and is on the login page. */
async function loginPageFrom(browser: Browser, address: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  await page.goto('/login');
  await waitForApp(page);
  return page;
}

const addressOf = (n: number) => `203.0.113.${n}`;

test('a customer whose password is being guessed from many addresses still signs in from home, while the guessers wait', async ({
  page,
  browser,
}) => {
  const username = await registerCustomer(page, 'guessed');
  const home = addressOf(200);
  const signIn = async (address: string, password: string) =>
    (
      await page.request.post('/api/login/', {
        headers: { 'x-forwarded-for': address },
        data: { username, password },
      })
    ).status();
  expect(await signIn(home, PASSWORD)).toBe(200);
  // Twelve addresses guess until each is refused.
  for (let n = 1; n <= 12; n += 1) {
    let status = 0;
    for (let guess = 0; status !== 429 && guess < 11; guess += 1) status = await signIn(addressOf(n), `guess-${guess}`);
    expect(status).toBe(429);
  }

  const guesser = await loginPageFrom(browser, addressOf(1));
  await guesser.getByLabel('Username or e-mail').fill(username);
  await guesser.getByLabel('Password').fill(PASSWORD);
  await guesser.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    guesser.getByText('Too many sign-in attempts for this account from your network. Please try again in 10 minutes.'),
  ).toBeVisible();
  await guesser.context().close();

  const owner = await loginPageFrom(browser, home);
  await owner.getByLabel('Username or e-mail').fill(username);
  await owner.getByLabel('Password').fill(PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('button', { name: 'Account menu for Meera' })).toBeVisible();
  await owner.context().close();
});

test('a customer with 99 of a part in the cart is told that no more fit, and why, on its page and in the cart', async ({
  page,
}) => {
  const username = await signUpAndSignIn(page, 'classroom');
  const slug = 'jumper-wire-set-120-pcs-20-cm';
  const session = await page.request.post('/api/login/', {
    headers: { 'x-forwarded-for': addressOf(210) },
    data: { username, password: PASSWORD },
  });
  const { access } = (await session.json()) as { access: string };
  const product = (await (await page.request.get(`/api/products/${slug}/`)).json()) as { id: number; name: string };
  const added = await page.request.post('/api/cart/', {
    headers: { authorization: `Bearer ${access}` },
    data: { product_id: product.id, quantity: 99 },
  });
  expect(added.status()).toBe(201);

  await page.goto(`/product/${slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(
    page.getByText(
      `A cart holds at most 99 of one product, and yours has 99 of ${product.name}. For more, ask us for a bulk quote.`,
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Cart,/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('99');
  await expect(drawer.getByRole('button', { name: `Increase quantity of ${product.name}` })).toBeDisabled();
  await expect(drawer.getByText('At most 99 of one product in a cart')).toBeVisible();
});
