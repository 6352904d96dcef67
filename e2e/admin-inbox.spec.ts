import { expect, test } from './support/app-test';
import { signInAsOwner } from './support/staff';

test('the owner answers a support ticket from the inbox, and the reply waits in the outbox for the customer', async ({
  page,
}) => {
  // Two people's sessions in one journey: the customer's form, then the owner's sign-in and three screens.
  test.slow();
  const email = `inbox-${Date.now().toString(36)}@example.in`;

  // A customer writes to support.
  await page.goto('/support');
  await page.getByLabel('Topic').selectOption('Technical help with a product');
  await page.getByLabel('Name', { exact: true }).fill('Kiran Rao');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page
    .getByLabel('Message', { exact: true })
    .fill('My ESP32 DevKit resets every time the Wi-Fi connects. What should I check?');
  await page.getByRole('button', { name: 'Send request' }).click();
  const ticketNumber = page.locator('dt', { hasText: 'Ticket number' }).locator('+ dd');
  await expect(ticketNumber).toHaveText(/^SR-\d{8}-\d+$/);
  const ticket = (await ticketNumber.textContent()) ?? '';

  // The owner finds it among the open tickets, as the dashboard links to them.
  await signInAsOwner(page, '/admin/inbox?tab=tickets&status=open');
  await expect(page.getByRole('tab', { name: 'Support tickets' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: ticket }).click();
  await expect(page.getByRole('heading', { name: 'Technical help with a product' })).toBeVisible();
  await expect(page.getByText('My ESP32 DevKit resets every time the Wi-Fi connects.')).toBeVisible();

  await page
    .getByLabel(`To ${email}`)
    .fill('Power the board from a 2 A supply: a laptop port gives too little current.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(`Reply sent to ${email}.`)).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('Power the board from a 2 A supply')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Technical help with a product' }).getByText('Answered'),
  ).toBeVisible();

  // The reply is in the outbox, addressed to the customer, with the ticket number in its subject.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Outbox' }).click();
  await page.getByRole('searchbox', { name: 'Search the outbox' }).fill(email);
  const subject = `Re: your support request ${ticket}`;
  await expect(page.getByRole('button', { name: subject })).toBeVisible();
  await expect(page.getByText(`To ${email} · Ticket reply`)).toBeVisible();
  await page.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`To ${email}`)).toBeVisible();
  await expect(dialog.getByText('Power the board from a 2 A supply')).toBeVisible();
});
