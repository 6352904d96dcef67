import { expect, test } from './support/app-test';
import { signInAsOwner } from './support/staff';

test('staff add a help question, which the help page shows at once, and withdraw a course from /courses', async ({
  page,
}) => {
  test.slow();
  await signInAsOwner(page, '/admin/faq');

  // A new question goes last on the help page, published.
  await page.getByRole('button', { name: 'New question' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await dialog.getByLabel('Question').fill('Do you ship outside India?');
  await dialog.getByLabel('Answer').fill('Not yet: we deliver to every PIN code in India.');
  await dialog.getByLabel('Category').selectOption('Delivery');
  await expect(dialog.getByLabel('Anchor')).toHaveValue('do-you-ship-outside-india');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog).toBeHidden();
  const questions = page.getByRole('list', { name: 'Questions in help page order' });
  await expect(questions.getByRole('listitem')).toHaveCount(9);

  await page.goto('/help');
  await page.getByLabel('Search the help articles').fill('outside india');
  await page.getByText('Do you ship outside India?').click();
  await expect(page.getByText('Not yet: we deliver to every PIN code in India.')).toBeVisible();

  // Unpublishing a course takes it off /courses straight away.
  await page.goto('/admin/courses?q=kicad');
  const row = page.getByRole('row', { name: /PCB Design with KiCad/ });
  await row.getByRole('button', { name: /^Unpublish / }).click();
  await expect(row.getByText('Draft')).toBeVisible();
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: /Arduino from Zero/ }).first()).toBeVisible();
  await expect(page.getByText('PCB Design with KiCad', { exact: false })).toHaveCount(0);
});
