import type { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { SEED_COUPONS } from '../../seed/coupons.data.js';
import { migrateAcross } from '../../testing/migrations.js';

type Kept = Record<string, Record<string, unknown>>;

/** The opening coupons as a shop seeded before 0035 holds them: no translations yet. */
async function seededCoupons(client: PGlite) {
  for (const coupon of SEED_COUPONS) {
    await client.query(
      `insert into coupons (code, title, description, kind, value, starts_at, expires_at, terms)
       values ($1, $2, $3, $4, $5, now(), now() + interval '180 days', $6)`,
      [coupon.code, coupon.title, coupon.description, coupon.kind, coupon.value, JSON.stringify(coupon.terms)],
    );
  }
}

it('migration 0035 translates the help page’s entries and the opening coupons, unless staff changed their words', async () => {
  let faq = new Map<string, Kept>();
  let coupons = new Map<string, Kept>();
  await migrateAcross(
    '0035',
    async (client) => {
      await seededCoupons(client);
      await client.exec(`update faq_entries set answer = 'Our own words.' where slug = 'return-policy'`);
      await client.exec(`update coupons set terms = '["Our own terms."]' where code = 'MAKER50'`);
    },
    async (client) => {
      const entries = await client.query<{ slug: string; translations: Kept }>(
        'select slug, translations from faq_entries',
      );
      faq = new Map(entries.rows.map((row) => [row.slug, row.translations]));
      const rows = await client.query<{ code: string; translations: Kept }>('select code, translations from coupons');
      coupons = new Map(rows.rows.map((row) => [row.code, row.translations]));
    },
  );
  expect(faq.size).toBe(8);
  for (const [slug, translations] of faq) {
    if (slug === 'return-policy') expect(translations).toEqual({});
    else expect(Object.keys(translations).sort(), slug).toEqual(['hi', 'ta', 'te']);
  }
  expect(faq.get('cancel-order')?.hi).toMatchObject({ question: 'क्या मैं अपना ऑर्डर कैंसल कर सकता हूँ?' });
  expect(coupons.get('MAKER50')).toEqual({});
  for (const coupon of SEED_COUPONS.filter((c) => c.code !== 'MAKER50')) {
    // The migration and the seed of a new shop say the same.
    expect(coupons.get(coupon.code), coupon.code).toEqual(coupon.translations);
  }
});
