import type { Page } from '@playwright/test';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';

/** A date two weeks from now as a date input takes it; far enough ahead in any time zone. */
function inTwoWeeks(): string {
  return new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

test('a visitor sends the contact form and is thanked', async ({ page }) => {
  await page.goto('/contact');
  await fill(page, {
    Name: 'Ravi Kumar',
    Email: 'ravi@example.in',
    Subject: 'ESP32 not connecting to Wi-Fi',
    Message: 'My ESP32 DevKit will not join my 5 GHz network. Which boards support it?',
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
});

test('a college asks for a bulk quote and gets a reference number', async ({ page }) => {
  await page.goto('/bulk-orders');
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await fill(page, {
    Organisation: 'RV College of Engineering',
    'GSTIN (optional)': '29ABCDE1234F1Z5',
    'Contact name': 'Dr Meera Iyer',
    Email: 'purchase@rvce.edu.in',
    Phone: '98450 12345',
    'Needed by': inTwoWeeks(),
    'Item 1': 'Arduino Uno R3',
    'Quantity of item 1': '30',
  });
  await page.getByRole('button', { name: 'Request a quote' }).click();
  // The check character is wrong: caught before anything is sent.
  await expect(page.getByText('Enter a valid 15-character GSTIN')).toBeVisible();
  await page.getByLabel('GSTIN (optional)').fill('29ABCDE1234F1ZW');

  await page.getByRole('button', { name: 'Add another item' }).click();
  await fill(page, { 'Item 2': 'HC-SR04 ultrasonic sensor', 'Quantity of item 2': '60' });
  await page.getByRole('button', { name: 'Request a quote' }).click();

  await expect(page.getByRole('heading', { name: 'Quote request received' })).toBeVisible();
  const reference = page.locator('dt', { hasText: 'Quote reference' }).locator('+ dd');
  await expect(reference).toHaveText(/^BQ-\d{8}-\d+$/);
});

test('a signed-in customer opens a support request and gets a ticket number', async ({ page }) => {
  await signUpAndSignIn(page, 'support');
  await page.goto('/support');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Meera Iyer');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(/@example\.in$/);

  await page.getByLabel('Topic').selectOption('Order and delivery');
  await page.getByLabel('Order number (optional)').fill('MB20261121-1042');
  await page.getByLabel('Message', { exact: true }).fill('My parcel shows delivered but has not arrived.');
  await page.getByRole('button', { name: 'Send request' }).click();
  // Not one of this customer's orders: the server says so on the field.
  await expect(page.getByText('We could not find this order number in your account.')).toBeVisible();

  await page.getByLabel('Order number (optional)').fill('');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: 'Support request received' })).toBeVisible();
  const ticket = page.locator('dt', { hasText: 'Ticket number' }).locator('+ dd');
  await expect(ticket).toHaveText(/^SR-\d{8}-\d+$/);
});

test('an unsubscribe link with a bad token says it does not work', async ({ page }) => {
  await page.goto('/newsletter/unsubscribe/not-a-real-token-123456');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});
