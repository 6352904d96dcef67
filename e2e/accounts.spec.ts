import { expect, test } from './support/app-test';

test('a customer signs up, signs in, edits the profile, picks dark mode and signs out', async ({ page }) => {
  const username = `e2e_${Date.now().toString(36)}`;
  const password = 'solder-fumes-42';

  await page.goto('/register');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.in`);
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Meera' })).toBeVisible();

  // The session survives a reload (refresh cookie), and profile edits are kept by the server.
  await page.goto('/profile');
  await expect(page.getByText('+91 98450 12345')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Phone')).toHaveValue('+91 98450 12345');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText('+91 98765 43210')).toBeVisible();

  await page.goto('/settings');
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.getByText('Theme preference updated')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Account menu for Meera' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visitor sees the sign-in text on account pages', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByText('Please log in to manage your settings.')).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByText('You must be logged in to view your orders.')).toBeVisible();
});
