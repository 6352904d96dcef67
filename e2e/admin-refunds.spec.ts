import { CHURCH_STREET, fillAddress } from './support/addresses';
import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { E2E_MANAGER, signInAsOwner } from './support/staff';

test('a customer cancels a paid online order; it shows among the dashboard’s refunds, the owner refunds it from there, and it leaves the list', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAndSignIn(page, 'changedmind');
  await page.goto('/product/hc-sr04-ultrasonic-distance-sensor');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('button', { name: /^Cart,/ }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillAddress(page, CHURCH_STREET);
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  const confirm = page.getByRole('button', { name: /Confirm Order · ₹/ });
  const paid = (await confirm.textContent())?.match(/₹[\d,]+(\.\d\d)?/)?.[0] ?? '';
  await confirm.click();
  await page
    .getByRole('dialog', { name: /Test mode payment/ })
    .getByRole('button', { name: `Pay ${paid}` })
    .click();
  await expect(page.getByText('Payment Successful')).toBeVisible();
  const orderNumber =
    (await page.locator('dt', { hasText: 'Order number' }).locator('+ dd').textContent())?.trim() ?? '';

  // The customer changes their mind within the hour: the money is owed back.
  await page.getByRole('link', { name: 'View My Orders' }).click();
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await order.getByRole('button', { name: 'Cancel Order' }).click();
  await page
    .getByRole('dialog', { name: `Cancel order ${orderNumber}?` })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(order).toContainText('Refund in progress');

  // The shop's manager finds it on the dashboard, with the customer, the amount and since when.
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signInAsOwner(owner, '/admin', E2E_MANAGER);
  const refunds = owner.locator('section', { has: owner.getByRole('heading', { name: 'Refunds to make' }) });
  const owed = refunds.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(owed).toContainText('Meera Iyer');
  await expect(owed).toContainText(`${paid} to refund since`);
  await owed.getByRole('link', { name: `Refund ${paid} on order ${orderNumber}` }).click();

  // The link opens the order with its refund ready: the whole payment, said before it is sent.
  await expect(owner).toHaveURL(/\/admin\/orders\/\d+\?refund=open$/);
  const dialog = owner.getByRole('dialog', { name: `Refund order ${orderNumber}` });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(paid.replace(/[₹,]/g, ''));
  await dialog.getByLabel('Reason').fill('Cancelled by the customer');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // Cancelling reversed the invoice in full already: no further credit note is promised.
  await expect(dialog).toContainText(
    `${paid} of order ${orderNumber} will go back to the customer’s original payment method; the customer is e-mailed. This cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Refunded');
  await expect(owner.getByRole('region', { name: 'Refund to make' })).toHaveCount(0);

  // It has left the refunds to make, on the dashboard and in the orders list.
  await owner.goto('/admin');
  await expect(owner.getByRole('heading', { name: 'Refunds to make' })).toBeVisible();
  await expect(refunds.getByText(orderNumber)).toHaveCount(0);
  await owner.goto('/admin/orders?refund=due');
  await expect(owner.getByRole('button', { name: 'Refunds to make' })).toHaveAttribute('aria-current', 'page');
  await expect(owner.getByRole('link', { name: orderNumber })).toHaveCount(0);
  await context.close();

  await page.reload();
  await expect(page.getByRole('article', { name: `Order ${orderNumber}` })).toContainText('Refunded');
});
