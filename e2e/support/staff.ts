import { expect, type Page } from '@playwright/test';

/** The shop owner the journeys' server is started with (playwright.config.ts). */
export const E2E_OWNER = { username: 'owner', email: 'owner@makerbazaar.test', password: 'back-office-owner-42' };

/** Signs the owner in through the login page and opens the back office at `path`. */
export async function signInAsOwner(page: Page, path = '/admin'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(E2E_OWNER.username);
  await page.getByLabel('Password').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}
