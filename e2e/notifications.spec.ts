import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { move, openOrderAsOwner, orderOnePico, ship } from './support/orders';

test('a shipped order brings a notification that opens the order, and the bell follows what is read', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAndSignIn(page, 'notified');
  const orderNumber = await orderOnePico(page);

  const { owner, close } = await openOrderAsOwner(browser, orderNumber);
  await move(owner, 'Mark packed', 'Packed');
  await ship(owner, orderNumber, 'Delhivery', 'DLV-5550002');
  await close();

  await page.goto('/');
  // Placed, packed and shipped.
  await page.getByRole('link', { name: 'Notifications, 3 unread' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const shipped = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Order shipped' });
  await expect(shipped).toContainText('Delhivery');
  await expect(shipped).toContainText('DLV-5550002');
  await expect(shipped).toContainText('Just now');
  await expect(shipped.getByRole('img', { name: 'Unread' })).toBeVisible();

  await shipped.getByRole('button', { name: /^Order shipped/ }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
  await expect(page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();

  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Order shipped' })
      .getByRole('img', { name: 'Unread' }),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('link', { name: 'Notifications, none unread' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dismiss: Order packed' }).click();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Order packed' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
});
