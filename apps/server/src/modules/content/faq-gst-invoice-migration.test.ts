import { expect, it } from 'vitest';
import { migrateAcross } from '../../testing/migrations.js';

/** The help page's GST answer after `migration`, left as published or rewritten by staff before it. */
async function answerAcross(migration: string, rewritten: boolean): Promise<string> {
  let answer = '';
  await migrateAcross(
    migration,
    (client) =>
      rewritten
        ? client.exec(`update faq_entries set answer = 'Our own words.' where slug = 'gst-invoice'`)
        : Promise.resolve(),
    async (client) => {
      const row = await client.query<{ answer: string }>(`select answer from faq_entries where slug = 'gst-invoice'`);
      answer = row.rows[0]?.answer ?? '';
    },
  );
  return answer;
}

it('migration 0026 tells of GST invoices on the help page, unless staff rewrote the answer', async () => {
  expect(await answerAcross('0026', false)).toContain('every order gets a GST tax invoice once it is confirmed');
  expect(await answerAcross('0026', true)).toBe('Our own words.');
});

it('migration 0028 tells of credit notes for refunds, unless staff rewrote the answer', async () => {
  const answer = await answerAcross('0028', false);
  expect(answer).toContain(
    'When we refund an invoiced order, in part or in full, a credit note for the amount appears beside the invoice',
  );
  expect(answer).not.toContain('If you cancel an invoiced order');
  expect(await answerAcross('0028', true)).toBe('Our own words.');
});

it('migration 0029 says a cancellation’s credit note comes by e-mail too, unless staff rewrote the answer', async () => {
  const answer = await answerAcross('0029', false);
  expect(answer).toContain('a credit note for the amount appears beside the invoice and comes with the refund e-mail');
  expect(answer).toContain(
    'cancelling an invoiced order brings a credit note too, attached to the cancellation e-mail.',
  );
  expect(await answerAcross('0029', true)).toBe('Our own words.');
});
