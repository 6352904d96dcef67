import { expect, type Page } from '@playwright/test';

/**
 * The path of the newest link an e-mail with this subject carries to `address`, read as the shop's
 * owner reads it in the back office's outbox (the journeys' server has no mail server). The path
 * alone, so the customer's browser opens it on the journeys' own host.
 */
export async function linkMailedTo(owner: Page, address: string, subject: string): Promise<string> {
  await owner.goto('/admin/outbox');
  await owner.getByRole('searchbox', { name: 'Search the outbox' }).fill(address);
  await owner.getByRole('button', { name: subject }).first().click();
  const dialog = owner.getByRole('dialog');
  await expect(dialog.getByText(`To ${address}`)).toBeVisible();
  const text = await dialog.locator('pre').innerText();
  await owner.keyboard.press('Escape');
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the e-mail "${subject}" to ${address}`);
  return new URL(link).pathname;
}

export const VERIFICATION_SUBJECT = 'Confirm your e-mail address for MakerBazaar';

/** Follows the verification link mailed to `address` in the customer's browser, as its owner would. */
export async function verifyAddress(customer: Page, owner: Page, address: string): Promise<void> {
  await customer.goto(await linkMailedTo(owner, address, VERIFICATION_SUBJECT));
  await expect(customer.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
}
