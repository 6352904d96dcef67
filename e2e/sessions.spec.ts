import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';

test('two tabs restoring one session at once both stay signed in, and signing out in one ends the other', async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page, 'tabs');
  const secondTab = await context.newPage();

  // Both tabs start at once and renew the session from the same refresh cookie.
  await Promise.all([page.goto('/orders'), secondTab.goto('/wishlist')]);
  await expect(page.getByRole('button', { name: 'Account menu for Meera' })).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Account menu for Meera' })).toBeVisible();
  // Neither renewal revoked the other's: a reload of each is still signed in.
  await Promise.all([page.reload(), secondTab.reload()]);
  await expect(page.getByRole('button', { name: 'Account menu for Meera' })).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Account menu for Meera' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Meera' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The other tab still holds an access token in memory; the server no longer takes it. The tab
  // finds its session ended: the orders page says so, or the tab is already sent to sign in,
  // whichever of the two reactions to the refused renewal comes first.
  await secondTab.getByRole('button', { name: 'Account menu for Meera' }).click();
  await secondTab.getByRole('menuitem', { name: 'My Orders' }).click();
  await expect(
    secondTab
      .getByText('You must be logged in to view your orders.')
      .or(secondTab.getByRole('heading', { level: 1, name: 'Sign in' })),
  ).toBeVisible();
  await expect(secondTab.getByRole('button', { name: 'Account menu for Meera' })).toBeHidden();
});
