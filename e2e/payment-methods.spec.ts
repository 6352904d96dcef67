import { fillAddress } from './support/addresses';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';

test('a customer saves two UPI IDs, makes the second the default, pays with it, and saves a card while paying', async ({
  page,
}) => {
  // Two checkouts and two payments: 27-32 s on a loaded CI machine, near the default 30 s.
  test.slow();
  await signUpAndSignIn(page, 'wallet');
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { name: 'No saved payment methods' })).toBeVisible();
  await expect(page.getByText('We never store card numbers, CVVs or UPI PINs.')).toBeVisible();

  for (const [upiId, label] of [
    ['meera.iyer@okhdfcbank', 'Google Pay'],
    ['9845012345@ybl', 'PhonePe'],
  ] as const) {
    await page.getByRole('button', { name: 'Add UPI ID' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add UPI ID' });
    await dialog.getByLabel('UPI ID').fill(upiId);
    await dialog.getByLabel('Label (optional)').fill(label);
    await dialog.getByRole('button', { name: 'Save UPI ID' }).click();
    await expect(dialog).toBeHidden();
  }
  const first = page.getByRole('article', { name: 'meera.iyer@okhdfcbank' });
  const second = page.getByRole('article', { name: '9845012345@ybl' });
  await expect(first.getByText('Default', { exact: true })).toBeVisible();
  await expect(second.getByText('Default', { exact: true })).toHaveCount(0);

  await second.getByRole('button', { name: 'Set as Default' }).click();
  await expect(second.getByText('Default', { exact: true })).toBeVisible();
  await expect(first.getByText('Default', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article').first()).toHaveAccessibleName('9845012345@ybl');

  // Online checkout offers the saved methods, the default first and chosen.
  await page.goto('/product/raspberry-pi-pico');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  // Leaving before the cart has the part would open checkout on an empty cart.
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/checkout');
  await fillAddress(page, { line1: '14 Church Street', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' });
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  const payWith = page.getByRole('group', { name: 'Pay with' });
  await expect(payWith.getByRole('radio').first()).toHaveAccessibleName(/9845012345@ybl/);
  await expect(payWith.getByRole('radio', { name: /9845012345@ybl/ })).toBeChecked();
  await page.getByRole('button', { name: /Confirm Order/ }).click();

  const gateway = page.getByRole('dialog', { name: /Test mode payment/ });
  await expect(gateway.getByRole('region', { name: 'Paying with' })).toContainText('9845012345@ybl');
  await gateway.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();

  // Paying another way with "Save this card" keeps the card the gateway saved.
  await page.goto('/product/raspberry-pi-pico');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  // Leaving before the cart has the part would open checkout on an empty cart.
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await page.getByRole('radio', { name: /Another way/ }).check();
  await page.getByRole('button', { name: /Confirm Order/ }).click();
  await gateway.getByLabel('Save this card for faster checkout').check();
  await gateway.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment Successful')).toBeVisible();

  await page.goto('/payment-methods');
  const card = page.getByRole('article', { name: 'Visa •••• 1111' });
  await expect(card).toContainText(/Card · expires 12\/\d\d/);
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this card?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(2);
});
