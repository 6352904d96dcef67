import { CHURCH_STREET, fillAddress } from './support/addresses';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { signInAsOwner } from './support/staff';

test('a customer copies a coupon, applies it at checkout and sees the discounted total on the order', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAndSignIn(page, 'coupons');
  await page.goto('/coupons');
  await expect(page.getByRole('tab', { name: /^Active \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  const welcome = page.getByRole('article', { name: 'WELCOME10: 10% off your order' });
  await expect(welcome).toContainText('Min. order ₹999 · up to ₹500 off');
  await welcome.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Coupon code copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');

  await page.goto('/product/arduino-uno-r3');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/checkout');
  await fillAddress(page, CHURCH_STREET);
  const confirm = page.getByRole('button', { name: /Confirm Order/ });
  await expect(confirm).toContainText('₹2,350');

  const box = page.getByLabel('Have a coupon?');
  await box.fill('sensor15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toContainText('Coupon SENSOR15 needs ₹500 of Sensors in your cart.');
  await box.fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('you save ₹235')).toBeVisible();
  await expect(confirm).toContainText('₹2,115');
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  await page.goto('/orders');
  await page
    .getByRole('link', { name: /View details/ })
    .first()
    .click();
  await expect(page.getByText('Coupon WELCOME10').locator('+ dd')).toHaveText('−₹235');
  await expect(page.getByText('Total', { exact: true }).locator('+ dd')).toHaveText('₹2,115');

  await page.goto('/coupons');
  await page.getByRole('tab', { name: /^Used \(1\)$/ }).click();
  await expect(page.getByRole('article', { name: 'WELCOME10: 10% off your order' })).toContainText('Used');
});

test('the owner gives a coupon to one customer, who finds it on My Coupons', async ({ browser, page }) => {
  const username = await signUpAndSignIn(page, 'chosen');
  const code = `ONLY-${Date.now().toString(36).toUpperCase()}`;

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsOwner(owner, '/admin/coupons');
  await owner.getByRole('button', { name: 'New coupon' }).click();
  const dialog = owner.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Title', { exact: true }).fill('Thank you for your feedback');
  await dialog.getByText('Hindi', { exact: true }).click();
  await dialog.getByLabel('Title in Hindi').fill('आपके फ़ीडबैक के लिए धन्यवाद');
  await dialog.getByLabel('Discount type').selectOption('flat');
  await dialog.getByLabel('Rupees').fill('150');
  await dialog.getByLabel('Who may use it').selectOption('chosen');
  await dialog.getByLabel("Customers' e-mails").fill(`${username}@example.in`);
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog).toBeHidden();
  const row = owner.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('₹150 off');
  await expect(row).toContainText('1 chosen');
  await ownerContext.close();

  await page.goto('/coupons');
  await expect(page.getByRole('article', { name: `${code}: Thank you for your feedback` })).toContainText('₹150');

  // In Hindi: the owner's own translation, and the sample coupons the shop wrote.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('article', { name: `${code}: आपके फ़ीडबैक के लिए धन्यवाद` })).toBeVisible();
  await expect(page.getByRole('article', { name: 'WELCOME10: आपके ऑर्डर पर 10% की छूट' })).toContainText(
    '₹999 या उससे ज़्यादा के किसी भी ऑर्डर पर 10% की छूट पाएँ',
  );
});
