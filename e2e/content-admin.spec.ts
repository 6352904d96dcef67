import { expect, test } from './support/app-test';
import { signInAsOwner } from './support/staff';
import { translator } from './support/translations';

const HINDI_QUESTION = 'क्या आप भारत के बाहर भी भेजते हैं?';

test('staff add a help question with its Hindi, which the help page shows at once, and withdraw a course from /courses', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsOwner(page, '/admin/faq');

  // A new question goes last on the help page, published.
  await page.getByRole('button', { name: 'New question' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await dialog.getByLabel('Question', { exact: true }).fill('Do you ship outside India?');
  await dialog.getByLabel('Answer', { exact: true }).fill('Not yet: we deliver to every PIN code in India.');
  await dialog.getByLabel('Category').selectOption('Delivery');
  await expect(dialog.getByLabel('Anchor')).toHaveValue('do-you-ship-outside-india');
  // Its Hindi question; the answer left blank reads in English.
  await dialog.getByText('Hindi', { exact: true }).click();
  await dialog.getByLabel('Question in Hindi').fill(HINDI_QUESTION);
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog).toBeHidden();
  const questions = page.getByRole('list', { name: 'Questions in help page order' });
  await expect(questions.getByRole('listitem')).toHaveCount(9);

  await page.goto('/help');
  await page.getByLabel('Search the help articles').fill('outside india');
  await page.getByText('Do you ship outside India?').click();
  await expect(page.getByText('Not yet: we deliver to every PIN code in India.')).toBeVisible();

  // A visitor reading Hindi gets the question in Hindi, its category named in Hindi too.
  const hi = translator('hi');
  const readerContext = await browser.newContext();
  await readerContext.addCookies([{ name: 'mb-lang', value: 'hi', url: page.url() }]);
  const reader = await readerContext.newPage();
  await reader.goto('/help');
  await expect(reader.locator('html')).toHaveAttribute('data-app', 'started');
  const question = reader.getByText(HINDI_QUESTION);
  await expect(question).toBeVisible();
  await expect(question.locator('xpath=preceding-sibling::*[1]')).toHaveText(hi('Delivery'));
  await expect(reader.getByText('क्या मैं अपना ऑर्डर कैंसल कर सकता हूँ?')).toBeVisible();
  await question.click();
  await expect(reader.getByText('Not yet: we deliver to every PIN code in India.')).toBeVisible();
  await readerContext.close();

  // Unpublishing a course takes it off /courses straight away.
  await page.goto('/admin/courses?q=kicad');
  const row = page.getByRole('row', { name: /PCB Design with KiCad/ });
  await row.getByRole('button', { name: /^Unpublish / }).click();
  await expect(row.getByText('Draft')).toBeVisible();
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: /Arduino from Zero/ }).first()).toBeVisible();
  await expect(page.getByText('PCB Design with KiCad', { exact: false })).toHaveCount(0);
});
