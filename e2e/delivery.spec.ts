import { expect, test } from './support/app-test';

test('check a pincode on a product page', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/product/arduino-uno-r3');
  const box = page.getByRole('region', { name: 'Check delivery' });
  const pincode = box.getByLabel('PIN code');
  await expect(pincode).toHaveValue('');

  await pincode.fill('560034');
  await box.getByRole('button', { name: 'Check' }).click();
  await expect(box.getByText('Delivering to Bengaluru, Karnataka 560034')).toBeVisible();
  await expect(
    box.getByText(/Get it by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), \d{1,2} \w+$/),
  ).toBeVisible();
  await expect(box.getByText('Cash on delivery available')).toBeVisible();
  expect(problems).toEqual([]);

  // The PIN code is remembered: the next page asks for it by itself, after hydrating without a mismatch.
  await page.reload();
  await expect(pincode).toHaveValue('560034');
  await expect(box.getByText('Delivering to Bengaluru, Karnataka 560034')).toBeVisible();
  expect(problems).toEqual([]);

  // Ladakh, although the post office directory still files Leh under Jammu and Kashmir.
  await pincode.fill('194101');
  await pincode.press('Enter');
  await expect(box.getByText('Delivering to Leh, Ladakh 194101')).toBeVisible();

  await pincode.fill('056001');
  await pincode.press('Enter');
  await expect(box.getByText('Enter a 6-digit PIN code that does not start with 0.')).toBeVisible();
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');

  await pincode.fill('999999');
  await pincode.press('Enter');
  await expect(box.getByText('We could not find this PIN code. Please check it.')).toBeVisible();
});
