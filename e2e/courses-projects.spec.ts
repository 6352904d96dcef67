import { expect, test } from './support/app-test';
import { registerCustomer, signInOnLoginPage, signUpAndSignIn } from './support/customers';

test('a customer buys a paid course online, is enrolled once it is paid, and finds it under My courses', async ({
  page,
}) => {
  await signUpAndSignIn(page, 'learner');
  await page.goto('/courses');
  const course = page.getByRole('article').filter({ hasText: 'ESP32 IoT' });
  const title = (await course.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await expect(course).toContainText('₹3,499');
  await course.getByRole('button', { name: `Buy ${title}` }).click();

  await expect(page.getByRole('heading', { name: 'Buy a course' })).toBeVisible();
  // The learner never opened the verification e-mail, so the page promises no e-mail.
  await expect(page.getByText('Nothing to ship: everything is on the course page')).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹3,499' }).click();
  const gateway = page.getByRole('dialog', { name: /Test mode payment/ });
  await gateway.getByRole('button', { name: 'Pay ₹3,499' }).click();
  await expect(page.getByRole('heading', { name: "You're enrolled!" })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  const enrol = page.getByRole('complementary', { name: 'Enrol' });
  await expect(enrol.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(enrol.getByRole('button', { name: /Buy/ })).toHaveCount(0);
  await enrol.getByRole('link', { name: 'All my courses' }).click();

  await expect(page.getByRole('tab', { name: 'My courses' })).toHaveAttribute('aria-selected', 'true');
  const mine = page.getByRole('list', { name: 'My courses' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByRole('link', { name: title })).toBeVisible();
  await expect(mine).toContainText(/Enrolled on \d{1,2} [A-Z][a-z]{2} \d{4}/);

  await page.goto('/courses');
  await expect(course.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(course.getByRole('link', { name: `Continue ${title}` })).toBeVisible();

  // The order is delivered at once: nothing to ship.
  await page.goto('/orders');
  await expect(page.getByText('Online course: nothing to ship.').first()).toBeVisible();
});

test('a visitor who wants to enrol signs in and comes back to the course', async ({ page }) => {
  const username = await registerCustomer(page, 'returning');
  await page.goto('/courses/arduino-from-zero');
  await page.getByRole('button', { name: /^Enrol Now in / }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please login to enrol in a course')).toBeVisible();

  await signInOnLoginPage(page, username);
  await expect(page).toHaveURL(/\/courses\/arduino-from-zero$/);
  await page.getByRole('button', { name: /^Enrol Now in / }).click();
  await expect(page.getByText(/^Enrolled in .+! Check your email for course access\.$/)).toBeVisible();
});

test('a customer adds all the parts of a project to the cart in one go', async ({ page }) => {
  await signUpAndSignIn(page, 'builder');
  await page.goto('/projects');
  await expect(page.getByRole('region', { name: 'Most Popular Project' })).toBeVisible();
  await page.getByRole('link', { name: 'Robotics Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Robotics Projects' })).toBeVisible();
  await page.getByRole('link', { name: 'Line-Following Robot with PID Steering' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Line-Following Robot with PID Steering' })).toBeVisible();
  const parts = page.getByRole('table', { name: /^Parts for / });
  const rows = parts.locator('tbody tr');
  const partCount = await rows.count();
  expect(partCount).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('button', { name: 'Add all parts to cart' }).click();
  await expect(page.getByText(/^Added \d+ parts? .*to your cart/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, [1-9]\d* items?$/ })).toBeVisible();

  await page.getByRole('button', { name: 'View cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByRole('listitem')).toHaveCount(partCount);
  await expect(drawer).toContainText('L298N Dual H-Bridge Motor Driver Module');
});
