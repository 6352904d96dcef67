import { expect, it } from 'vitest';
import { migrateAcross } from '../../testing/migrations.js';

it('migration 0026 tells of GST invoices on the help page, unless staff rewrote the answer', async () => {
  const answers = async (rewritten: boolean) => {
    let answer = '';
    await migrateAcross(
      '0026',
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
  };
  expect(await answers(false)).toContain('every order gets a GST tax invoice once it is confirmed');
  expect(await answers(true)).toBe('Our own words.');
});
