import { expect, test } from './support/app-test';

const ABOUT = 'Built by makers, for makers across India';

test('a phone reaches About from the menu and Contact from the footer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: ABOUT })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('a desktop reaches About and Contact from the header', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await header.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ABOUT })).toBeVisible();
});
