import { dateInIndia, rupeesToPaise, startOfIndianDay } from '@makerbazaar/core';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { categories } from '../db/schema/catalog.js';
import { coupons } from '../db/schema/coupons.js';
import { SEED_COUPON_DAYS, SEED_COUPONS } from './coupons.data.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the opening coupons, from today in India for 180 days; coupons already there (matched by
 * code) are left as they are, and so is a coupon whose category the shop does not have.
 */
export async function seedCoupons(db: Database, now = new Date()): Promise<number> {
  const slugs = SEED_COUPONS.flatMap((c) => c.categorySlug ?? []);
  const found = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  const categoryIds = new Map(found.map((c) => [c.slug, c.id]));
  const startsAt = startOfIndianDay(dateInIndia(now));
  const loadable = SEED_COUPONS.filter((c) => c.categorySlug === null || categoryIds.has(c.categorySlug));
  const inserted = await db
    .insert(coupons)
    .values(
      loadable.map((c) => ({
        code: c.code,
        title: c.title,
        description: c.description,
        kind: c.kind,
        value: c.kind === 'percent' ? c.value : rupeesToPaise(c.value),
        minOrderPaise: rupeesToPaise(c.minOrder),
        maxDiscountPaise: c.maxDiscount === null ? null : rupeesToPaise(c.maxDiscount),
        startsAt,
        expiresAt: new Date(startsAt.getTime() + SEED_COUPON_DAYS * DAY_MS),
        categoryId: c.categorySlug === null ? null : (categoryIds.get(c.categorySlug) ?? null),
        terms: c.terms,
        translations: c.translations,
      })),
    )
    .onConflictDoNothing({ target: coupons.code })
    .returning({ id: coupons.id });
  return inserted.length;
}
