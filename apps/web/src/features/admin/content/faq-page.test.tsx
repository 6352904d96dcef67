import { type AdminFaqEntry, everyTranslation } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import FaqPage from './faq-page';

const server = setupMockApi();

/** Serves the help page's `entries`, and answers a write below /admin/faq/ with `answer`; returns the bodies sent. */
function serveFaq(
  entries: AdminFaqEntry[],
  write: typeof http.post | typeof http.patch,
  below: string,
  answer: () => Response,
): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/api/admin/faq/', () => HttpResponse.json({ results: entries })),
    write(`*/api/admin/faq/${below}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const UNTRANSLATED = everyTranslation({}, { question: '', answer: '' });
const entry = (changes: Partial<AdminFaqEntry>): AdminFaqEntry => ({
  id: 1,
  slug: 'cancel-order',
  category: 'Orders',
  question: 'Can I cancel my order?',
  answer: 'Yes, within 1 hour.',
  is_published: true,
  sort_order: 1,
  updated_at: '2026-11-23T10:00:00.000Z',
  translations: UNTRANSLATED,
  ...changes,
});
const cancel = entry({});
const coupons = entry({ id: 2, slug: 'apply-coupon', category: 'Coupons', question: 'How do I use a coupon code?' });

beforeEach(() => startSession('access-1'));

describe('FaqPage', () => {
  it('lists the questions in help page order with their category and state', async () => {
    server.use(
      http.get('*/api/admin/faq/', () => HttpResponse.json({ results: [cancel, { ...coupons, is_published: false }] })),
    );
    renderWithApp(<FaqPage />, { path: '/admin/faq' });
    const list = await screen.findByRole('list', { name: 'Questions in help page order' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('button', { name: /\?$/ }).textContent)).toEqual([
      'Can I cancel my order?',
      'How do I use a coupon code?',
    ]);
    expect(within(rows[1]!).getByText('Draft', { selector: 'span' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('switch', { name: 'Publish “Can I cancel my order?”' })).toBeChecked();
  }, 20_000);

  it('unpublishes a question with its switch', async () => {
    const bodies = serveFaq([cancel], http.patch, '1/', () => HttpResponse.json({ ...cancel, is_published: false }));
    renderWithApp(<FaqPage />, { path: '/admin/faq' });
    await userEvent.click(await screen.findByRole('switch', { name: /Publish/ }, { timeout: 5000 }));
    await waitFor(() => expect(bodies).toEqual([{ is_published: false }]));
  }, 20_000);

  it('adds a question, its anchor following the wording, and shows a taken anchor on its field', async () => {
    const bodies = serveFaq([cancel], http.post, '', () =>
      HttpResponse.json(
        { detail: 'Another FAQ entry already uses the slug “do-you-ship-abroad”. Choose another one.' },
        { status: 409 },
      ),
    );
    renderWithApp(<FaqPage />, { path: '/admin/faq' });
    await userEvent.click(await screen.findByRole('button', { name: 'New question' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Question'), 'Do you ship abroad?');
    await userEvent.type(within(dialog).getByLabelText('Answer'), 'Not yet: India only.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Delivery');
    expect(within(dialog).getByLabelText('Anchor')).toHaveValue('do-you-ship-abroad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          slug: 'do-you-ship-abroad',
          category: 'Delivery',
          question: 'Do you ship abroad?',
          answer: 'Not yet: India only.',
          is_published: true,
          translations: UNTRANSLATED,
        },
      ]),
    );
    expect(await within(dialog).findByText(/already uses the slug/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Anchor')).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it('checks the form before sending it', async () => {
    server.use(http.get('*/api/admin/faq/', () => HttpResponse.json({ results: [] })));
    renderWithApp(<FaqPage />, { path: '/admin/faq' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'New question' }, { timeout: 5000 }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    expect(await within(dialog).findAllByText('This field is required.')).not.toHaveLength(0);
  }, 20_000);

  it('edits a question’s translations: a translated language opens, another is added, a blank one shows the English', async () => {
    const hindi = { question: 'क्या मैं अपना ऑर्डर कैंसल कर सकता हूँ?', answer: 'हाँ, 1 घंटे के अंदर।' };
    const translated = entry({ translations: { ...UNTRANSLATED, hi: hindi } });
    const bodies = serveFaq([translated], http.patch, '1/', () => HttpResponse.json(translated));
    renderWithApp(<FaqPage />, { path: '/admin/faq' });
    await userEvent.click(await screen.findByRole('button', { name: 'Can I cancel my order?' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Question in Hindi')).toHaveValue(hindi.question);
    expect(within(dialog).getByLabelText('Question in Hindi')).toBeVisible();
    expect(within(dialog).getByLabelText('Question in Hindi')).toHaveAttribute('lang', 'hi');
    expect(within(dialog).getByLabelText('Question in Tamil')).not.toBeVisible();
    await userEvent.click(within(dialog).getByText('Tamil'));
    await userEvent.type(within(dialog).getByLabelText('Question in Tamil'), 'என் ஆர்டரை ரத்து செய்ய முடியுமா?');
    await userEvent.clear(within(dialog).getByLabelText('Answer in Hindi'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      translations: {
        hi: { question: hindi.question, answer: '' },
        te: { question: '', answer: '' },
        ta: { question: 'என் ஆர்டரை ரத்து செய்ய முடியுமா?', answer: '' },
      },
    });
  }, 20_000);
});
