import { expect, test } from './support/app-test';
import { registerCustomer, signInOnLoginPage } from './support/customers';
import { verifyAddress } from './support/outbox';
import { signInAsOwner } from './support/staff';

test('a customer is refused the back office until the owner makes them catalogue staff, and that is audited', async ({
  page,
  browser,
}) => {
  // Two people sign in through the login page and visit seven screens between them: a long journey.
  test.setTimeout(120_000);
  const clerk = await registerCustomer(page, 'clerk');
  await page.goto('/login');
  await signInOnLoginPage(page, clerk);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);

  // The owner works in a browser of their own, as they would at the shop. Staff need a verified
  // address, so the clerk first follows the link mailed at sign-up.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsOwner(owner);
  await verifyAddress(page, owner, `${clerk}@example.in`);
  await owner.goto('/admin/staff');
  await expect(owner.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await owner.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Username or e-mail').fill(clerk);
  await dialog.getByRole('checkbox', { name: /Catalogue/ }).check();
  const added = owner.waitForResponse(
    (response) => response.url().endsWith('/api/admin/staff/') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Add to the staff' }).click();
  const clerkId = ((await (await added).json()) as { id: number }).id;
  await expect(dialog).toBeHidden();
  const clerkRow = owner.getByRole('row', { name: new RegExp(clerk) });
  await expect(clerkRow.getByText('Catalogue', { exact: true })).toBeVisible();

  // The clerk's next visit opens the back office with the catalogue's screens only.
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add staff member' })).toHaveCount(0);

  // The owner finds the change in the audit log, filtered to the staff, said in words.
  await owner.goto('/admin/audit?entity=staff');
  const entry = owner.getByRole('row').filter({ hasText: `Made ${clerk} staff: Catalogue` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('IST');
  await expect(entry).toContainText('owner');
  // What the log keeps of it is a click away.
  await entry.getByText('Details').click();
  await expect(entry).toContainText('staff.add');
  await expect(entry).toContainText(`#${clerkId}`);
  await ownerContext.close();
});

test('a support-only staff member sees only their screens; another area’s address shows the not-for-your-role page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const helper = await registerCustomer(page, 'helpdesk');
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsOwner(owner);
  // Staff need a verified address: the helper follows the link mailed at sign-up first.
  await verifyAddress(page, owner, `${helper}@example.in`);
  await owner.goto('/admin/staff');
  await owner.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Add a staff member' });
  await dialog.getByLabel('Username or e-mail').fill(helper);
  await dialog.getByRole('checkbox', { name: /Support/ }).check();
  await dialog.getByRole('button', { name: 'Add to the staff' }).click();
  await expect(dialog).toBeHidden();
  await ownerContext.close();

  await page.goto('/login');
  await signInOnLoginPage(page, helper);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'Customers', 'Inbox']);
  // The dashboard shows the inbox's figures, none of the orders' or the stock's.
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  for (const other of ['Sales', 'Refunds to make', 'Orders waiting for you', 'Stock']) {
    await expect(page.getByRole('heading', { name: other, exact: true })).toHaveCount(0);
  }

  // The products screen's address: one clean page, no buttons of a screen they cannot use.
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByText(/are opened by the Owner and Catalogue roles\. Your roles: Support\./)).toBeVisible();
  await expect(page.getByText(/Ask an owner of the shop to give you one of them: .*owner/)).toBeVisible();
  for (const name of [/Export/, /Import/, /New product/, /Retry/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  for (const path of ['/admin/orders', '/admin/audit', '/admin/staff']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Their own screens open as usual.
  await sidebar.getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
});
