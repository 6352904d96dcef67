import { fillAddress } from './support/addresses';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';

test('a customer saves two addresses, makes the second the default, and checks out with it', async ({ page }) => {
  await signUpAndSignIn(page, 'addresses');
  await page.goto('/addresses');
  await expect(page.getByRole('heading', { name: 'No saved addresses' })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Address' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('Full name').fill('Meera Iyer');
  await dialog.getByLabel('Mobile number').fill('98450 12345');
  await fillAddress(page, { line1: '14 Church Street', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  const home = page.getByRole('article', { name: 'Meera Iyer, Bengaluru' });
  await expect(home).toContainText('Default');
  await expect(home).toContainText('+91 98450 12345');

  await page.getByRole('button', { name: 'Add New Address' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await dialog.getByLabel('Full name').fill('Meera Iyer');
  await dialog.getByLabel('Mobile number').fill('+91 90000 11111');
  await fillAddress(page, { line1: 'Plot 42, HITEC City', city: 'Hyderabad', state: 'Telangana', pincode: '500081' });
  await dialog.getByText('Work', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  const work = page.getByRole('article', { name: 'Meera Iyer, Hyderabad' });
  await expect(work).not.toContainText('Default');

  await work.getByRole('button', { name: 'Set as default' }).click();
  await expect(work).toContainText('Default');
  await expect(home).not.toContainText('Default');
  // The default is listed first once the list is read again.
  await page.reload();
  await expect(page.getByRole('article').first()).toContainText('Hyderabad');

  await page.goto('/product/raspberry-pi-pico');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.goto('/checkout');
  const hyderabad = page.getByRole('radio', { name: /Hyderabad/ });
  await expect(hyderabad).toBeChecked();
  await page.getByRole('button', { name: /Confirm Order/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  await page.goto('/orders');
  await page
    .getByRole('link', { name: /View details/ })
    .first()
    .click();
  await expect(page.getByText('Shipping address').locator('+ dd')).toContainText('Plot 42, HITEC City');
  await expect(page.getByText('Shipping address').locator('+ dd')).toContainText('Hyderabad, Telangana 500081');
  await expect(page.getByText('Phone number').locator('+ dd')).toHaveText('+91 90000 11111');
});
