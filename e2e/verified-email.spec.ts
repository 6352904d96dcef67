import { expect, test } from './support/app-test';
import { PASSWORD, signInOnLoginPage } from './support/customers';
import { linkMailedTo, VERIFICATION_SUBJECT } from './support/outbox';
import { signInAsOwner } from './support/staff';

test('a customer signs up, verifies the address, changes it, follows the new link, and the profile shows it verified', async ({
  page,
  browser,
}) => {
  // Two people and two links: the customer's sign-up and profile, the owner's outbox twice.
  test.setTimeout(120_000);
  const username = `verify_${Date.now().toString(36)}`;
  const first = `${username}@example.in`;
  const second = `${username}@workshop.example.in`;

  await page.goto('/register');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(first);
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`We have sent a link to ${first}`);

  // The mailbox is read where the shop keeps what it sends: the owner's outbox.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsOwner(owner, '/admin/outbox');
  await page.goto(await linkMailedTo(owner, first, VERIFICATION_SUBJECT));
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
  await expect(page.getByText(`Your e-mail address ${first} is verified.`)).toBeVisible();

  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await signInOnLoginPage(page, username);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(first)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // A new address waits beside the verified one, which stays in use until the new link is followed.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('E-mail').fill(second);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const waiting = page.getByRole('region', { name: 'Your new e-mail address waits for its link' });
  await expect(waiting).toContainText(`We sent a link to ${second}`);
  await expect(waiting).toContainText(`we write to, ${first}`);
  await page.reload();
  await expect(waiting).toBeVisible();

  // The old address was told, in the shop's words only.
  await linkMailedTo(owner, first, 'Your MakerBazaar e-mail address is being changed');
  const newLink = await linkMailedTo(owner, second, VERIFICATION_SUBJECT);
  await ownerContext.close();

  await page.goto(newLink);
  await expect(page.getByText(`Your e-mail address ${second} is verified.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(second)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /waits for its link|Confirm your e-mail address/ })).toHaveCount(0);

  // The same link again is spent.
  await page.goto(newLink);
  await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
});
