import { expect, type Page } from '@playwright/test';
import { browseFromOwnAddress } from './customers';

export interface E2EOwner {
  username: string;
  email: string;
  password: string;
}

/** The shop owner the journeys' server is started with (playwright.config.ts). */
export const E2E_OWNER: E2EOwner = {
  username: 'owner',
  email: 'owner@makerbazaar.test',
  password: 'back-office-owner-42',
};

/**
 * A second owner, who moves the orders along: one account signing in for every journey of a run
 * would meet the per-account sign-in limit (10 in 10 minutes), as a real account would.
 */
export const E2E_MANAGER: E2EOwner = { ...E2E_OWNER, username: 'manager', email: 'manager@makerbazaar.test' };

/** Signs an owner in through the login page and opens the back office at `path`. */
export async function signInAsOwner(page: Page, path = '/admin', who: E2EOwner = E2E_OWNER): Promise<void> {
  await page.goto('/login');
  await browseFromOwnAddress(page);
  await page.getByLabel('Username or e-mail').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}
