import { expect, test } from './support/app-test';
import { signUpAndSignIn } from './support/customers';
import { deliver, move, openOrderAsOwner, orderOnePico, ship } from './support/orders';

test('a delivered customer reviews the product from the order and sees the rating on the product page', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAndSignIn(page, 'reviewer');
  const orderNumber = await orderOnePico(page);

  // Not delivered yet: the product page offers no review.
  await page.goto('/product/raspberry-pi-pico');
  await expect(page.getByRole('heading', { name: 'Ratings & Reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a review' })).toHaveCount(0);

  const { owner, close } = await openOrderAsOwner(browser, orderNumber);
  await move(owner, 'Mark packed', 'Packed');
  await ship(owner, orderNumber, 'Delhivery', 'DLV-5550001');
  await deliver(owner, orderNumber);
  await close();

  await page.goto('/orders');
  await page
    .getByRole('article', { name: `Order ${orderNumber}` })
    .getByRole('link', { name: /Write Review/ })
    .click();
  await expect(page).toHaveURL(/\/reviews\/write\/raspberry-pi-pico$/);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await page.getByLabel('4 stars: Very good').check({ force: true });
  await page.getByLabel('Title').fill('Tiny, fast and <b>cheap</b>');
  await page.getByLabel('Your review').fill('Runs MicroPython out of the box.\nThe castellated pads solder easily.');
  await page.getByRole('button', { name: 'Submit review' }).click();

  await expect(page).toHaveURL(/\/product\/raspberry-pi-pico$/);
  const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
  await expect(reviews.getByText('1 verified review')).toBeVisible();
  const review = reviews.getByRole('article', { name: '4 stars: Tiny, fast and <b>cheap</b>' });
  await expect(review).toContainText('Verified purchase');
  await expect(review).toContainText('Meera I.');
  await expect(page.getByText('Rated 4.0 out of 5 from 1 review')).toBeAttached();
  await expect(reviews.getByRole('link', { name: 'Edit your review' })).toBeVisible();

  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Your reviews' })).toBeVisible();
  await expect(page.getByText('Tiny, fast and <b>cheap</b>')).toBeVisible();
});
