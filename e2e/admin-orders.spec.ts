import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { deliver, move, openOrderAsOwner, orderOnePico } from './support/orders';
import { E2E_MANAGER } from './support/staff';

test('an order is confirmed, packed, shipped with tracking and delivered, and the customer follows it', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAndSignIn(page, 'buyer');
  const orderNumber = await orderOnePico(page);

  // The owner finds the order by its number and opens it.
  const { owner, close } = await openOrderAsOwner(browser, orderNumber);

  await move(owner, 'Mark packed', 'Packed');

  // Shipping asks for the courier and the tracking number; without them it is refused on the spot.
  await owner.getByRole('button', { name: 'Ship' }).click();
  const ship = owner.getByRole('dialog', { name: `Ship order ${orderNumber}` });
  await ship.getByRole('button', { name: 'Continue' }).click();
  await expect(ship.getByText('Enter the courier that carries the parcel.')).toBeVisible();
  await ship.getByLabel('Courier').selectOption('Delhivery');
  await ship.getByLabel('Tracking number').fill('DLV-7781234');
  await ship.getByRole('button', { name: 'Continue' }).click();
  // A move that cannot be undone says what it does first.
  await expect(ship).toContainText(
    `Order ${orderNumber} will be marked shipped with tracking number DLV-7781234 (Delhivery); the customer is e-mailed, with a link to follow the parcel. This cannot be undone.`,
  );
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship).toBeHidden();
  await expect(owner.getByRole('heading', { level: 1 })).toContainText('Shipped');
  await expect(owner.getByText('Shipped by Delhivery, tracking DLV-7781234')).toBeVisible();

  // The customer's own order page shows the status and the tracking number.
  await page.goto('/orders');
  await page
    .getByRole('article', { name: `Order ${orderNumber}` })
    .getByRole('link', { name: /View details/ })
    .click();
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('Delhivery, tracking DLV-7781234');
  await expect(page.getByText('DLV-7781234').first()).toBeVisible();
  // The customer follows the parcel on the courier's own site.
  await expect(page.getByRole('link', { name: /Track your parcel on Delhivery/ })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track-v2/package/DLV-7781234',
  );
  await expect(owner.getByRole('link', { name: /Track the parcel/ })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track-v2/package/DLV-7781234',
  );
  await expect(page.getByRole('link', { name: /Write Review/ })).toHaveCount(0);

  await deliver(owner, orderNumber);
  const timeline = owner.getByRole('list').filter({ hasText: 'Placed' }).last();
  await expect(timeline).toContainText('by Customer');
  await expect(timeline).toContainText(`by ${E2E_MANAGER.username}`);

  // Delivered: the customer may now write a review.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').last()).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByRole('link', { name: /Write Review/ })).toBeVisible();

  // The customer paid the courier in cash; part of it goes back by a bank transfer the shop records
  // with its reference, which issues a credit note as an online refund does.
  await owner.getByRole('button', { name: 'Refund' }).click();
  const refund = owner.getByRole('dialog', { name: `Refund order ${orderNumber}` });
  await refund.getByLabel('Amount (₹)').fill('50');
  await refund.getByLabel('Reason').fill('One header pin bent');
  await refund.getByRole('button', { name: 'Continue' }).click();
  await expect(refund.getByText(/^Enter the bank transfer’s reference \(UTR\)/)).toBeVisible();
  await refund.getByLabel('Bank transfer reference (UTR)').fill('sbin426012345678');
  await refund.getByRole('button', { name: 'Continue' }).click();
  await expect(refund).toContainText('is recorded as given back by the bank transfer SBIN426012345678 you made');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(refund).toBeHidden();
  await expect(owner.getByText('by bank transfer, reference SBIN426012345678', { exact: true })).toBeVisible();
  await expect(owner.getByRole('button', { name: /^Download credit note CN\// })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^₹50 of ₹/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download credit note CN\// })).toBeVisible();
  await close();
});
