import {
  type AdminCoupon,
  type CouponCreateValues,
  type CouponUpdateValues,
  couponCreateSchema,
  couponDiscountLabel,
  dateInIndia,
  everyTranslation,
  type FieldErrors,
  mergeTranslations,
  paiseToRupees,
  rupeesToPaise,
  startOfIndianDay,
} from '@makerbazaar/core';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { categories } from '../../db/schema/catalog.js';
import { couponCustomers, coupons } from '../../db/schema/coupons.js';
import { users } from '../../db/schema/users.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { recordCreation, recordUpdate } from '../../lib/audit-entries.js';
import { conflict, fieldErrors, notFound } from '../../lib/errors.js';
import { answeringUniqueViolation } from '../../lib/unique-violations.js';
import type { AuditActor } from '../audit/audit.service.js';
import { notifyEach } from '../notifications/notifications.service.js';
import { couponOfferNotice } from './coupon-offers.service.js';

type CouponRow = typeof coupons.$inferSelect;

const CODE_TAKEN = 'Another coupon already has this code: choose a different one.';
const COUPON_NOT_FOUND = 'Coupon not found.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns for the validated fields: rupees become paise, India's calendar dates become moments. */
function columnsOf(values: CouponCreateValues) {
  return {
    code: values.code,
    title: values.title,
    description: values.description,
    kind: values.kind,
    value: values.kind === 'percent' ? values.value : rupeesToPaise(values.value),
    minOrderPaise: rupeesToPaise(values.min_order),
    maxDiscountPaise: values.max_discount === null ? null : rupeesToPaise(values.max_discount),
    startsAt: startOfIndianDay(values.starts_on),
    // The last day counts whole: the coupon stops at the next midnight in India.
    expiresAt: new Date(startOfIndianDay(values.expires_on).getTime() + DAY_MS),
    usageLimit: values.usage_limit,
    perCustomerLimit: values.per_customer_limit,
    categoryId: values.category_id,
    terms: values.terms,
    audience: values.audience,
    isActive: values.is_active,
    translations: mergeTranslations({}, values.translations),
  };
}

const UNTRANSLATED = { title: '', description: '', terms: [] as string[] };

async function customersOf(db: Queryable, couponIds: number[]) {
  if (couponIds.length === 0) return new Map<number, AdminCoupon['customers']>();
  const rows = await db
    .select({
      couponId: couponCustomers.couponId,
      id: users.id,
      email: users.email,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      username: users.username,
    })
    .from(couponCustomers)
    .innerJoin(users, eq(users.id, couponCustomers.userId))
    .where(inArray(couponCustomers.couponId, couponIds))
    .orderBy(asc(users.email));
  const byCoupon = new Map<number, AdminCoupon['customers']>();
  for (const { couponId, id, email, name, username } of rows) {
    byCoupon.set(couponId, [...(byCoupon.get(couponId) ?? []), { id, email, name: name || username }]);
  }
  return byCoupon;
}

async function loadCoupons(
  db: Queryable,
  rows: { coupon: CouponRow; categoryName: string | null; categorySlug: string | null }[],
) {
  const customers = await customersOf(
    db,
    rows.map((r) => r.coupon.id),
  );
  return rows.map(
    ({ coupon, categoryName, categorySlug }): AdminCoupon => ({
      id: coupon.id,
      code: coupon.code,
      title: coupon.title,
      description: coupon.description,
      kind: coupon.kind,
      value: coupon.kind === 'percent' ? coupon.value : paiseToRupees(coupon.value),
      discount_label: couponDiscountLabel(coupon.kind, coupon.value),
      min_order: paiseToRupees(coupon.minOrderPaise),
      max_discount: coupon.maxDiscountPaise === null ? null : paiseToRupees(coupon.maxDiscountPaise),
      starts_on: dateInIndia(coupon.startsAt),
      expires_on: dateInIndia(new Date(coupon.expiresAt.getTime() - 1)),
      usage_limit: coupon.usageLimit,
      per_customer_limit: coupon.perCustomerLimit,
      times_used: coupon.timesUsed,
      category:
        coupon.categoryId !== null && categoryName !== null && categorySlug !== null
          ? { id: coupon.categoryId, name: categoryName, slug: categorySlug }
          : null,
      terms: coupon.terms,
      audience: coupon.audience,
      customers: customers.get(coupon.id) ?? [],
      is_active: coupon.isActive,
      created_at: coupon.createdAt.toISOString(),
      translations: everyTranslation(coupon.translations, UNTRANSLATED),
    }),
  );
}

const selectCoupons = (db: Queryable) =>
  db
    .select({ coupon: coupons, categoryName: categories.name, categorySlug: categories.slug })
    .from(coupons)
    .leftJoin(categories, eq(categories.id, coupons.categoryId));

/** Every coupon, the newest first. */
export async function listAdminCoupons(db: Queryable): Promise<AdminCoupon[]> {
  return loadCoupons(db, await selectCoupons(db).orderBy(desc(coupons.createdAt), desc(coupons.id)));
}

export async function getAdminCoupon(db: Queryable, id: number): Promise<AdminCoupon> {
  const [coupon] = await loadCoupons(db, await selectCoupons(db).where(eq(coupons.id, id)));
  if (!coupon) throw notFound(COUPON_NOT_FOUND);
  return coupon;
}

/** What an audit entry keeps of a coupon. */
function audited({ id: _id, times_used: _used, created_at: _created, customers, category, ...fields }: AdminCoupon) {
  return { ...fields, category: category?.name ?? null, customers: customers.map((c) => c.email) };
}

/** The customers' ids for these e-mails; an e-mail nobody signed up with is a field error. */
async function customerIds(db: Queryable, emails: string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  const found = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, wanted));
  const known = new Set(found.map((u) => u.email));
  const unknown = wanted.filter((e) => !known.has(e));
  if (unknown.length > 0) {
    throw fieldErrors({ customer_emails: [`No customer has signed up with ${unknown.join(', ')}.`] });
  }
  return found.map((u) => u.id);
}

async function checkCategory(db: Queryable, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!found) throw fieldErrors({ category_id: ['No category has this id.'] });
}

/**
 * Sets who a chosen coupon is given to; customers given it now (and not before) hear of it, as an
 * offer their settings may switch off, while it is live.
 */
async function giveTo(
  tx: Transaction,
  couponId: number,
  values: CouponCreateValues,
  shopUrl: string,
  now = new Date(),
): Promise<void> {
  const ids = values.audience === 'chosen' ? await customerIds(tx, values.customer_emails) : [];
  const before = await tx
    .select({ userId: couponCustomers.userId })
    .from(couponCustomers)
    .where(eq(couponCustomers.couponId, couponId));
  await tx.delete(couponCustomers).where(eq(couponCustomers.couponId, couponId));
  if (ids.length === 0) return;
  await tx.insert(couponCustomers).values(ids.map((userId) => ({ couponId, userId })));
  const had = new Set(before.map((row) => row.userId));
  const columns = columnsOf(values);
  if (!columns.isActive || columns.expiresAt <= now) return;
  const [category] =
    values.category_id === null
      ? []
      : await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, values.category_id));
  await notifyEach(
    tx,
    ids.filter((id) => !had.has(id)),
    {
      topic: 'promotionalOffers',
      type: 'offer',
      ...couponOfferNotice({
        code: columns.code,
        title: values.title,
        kind: columns.kind,
        value: columns.value,
        categoryName: category?.name ?? null,
        minOrderRupees: values.min_order,
        expiresAt: columns.expiresAt,
      }),
      actionUrl: '/coupons',
      dedupeKey: `coupon-${couponId}`,
      emailKind: 'coupon_offer',
    },
    shopUrl,
  );
}

function refusingTakenCode<T>(work: () => Promise<T>): Promise<T> {
  return answeringUniqueViolation(() => fieldErrors({ code: [CODE_TAKEN] }), work);
}

export async function createCoupon(
  db: Database,
  actor: AuditActor,
  values: CouponCreateValues,
  shopUrl: string,
): Promise<AdminCoupon> {
  return refusingTakenCode(() =>
    withRetriedTransaction(db, async (tx) => {
      await checkCategory(tx, values.category_id);
      const [row] = await tx.insert(coupons).values(columnsOf(values)).returning({ id: coupons.id });
      if (!row) throw new Error('the coupon was not written');
      await giveTo(tx, row.id, values, shopUrl);
      const created = await getAdminCoupon(tx, row.id);
      await recordCreation(tx, actor, 'coupon', row.id, audited(created));
      return created;
    }),
  );
}

/** A whole coupon's fields as the create schema reads them, so a change is checked as a whole. */
function asInput(coupon: AdminCoupon) {
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.value,
    min_order: coupon.min_order,
    max_discount: coupon.max_discount,
    starts_on: coupon.starts_on,
    expires_on: coupon.expires_on,
    usage_limit: coupon.usage_limit,
    per_customer_limit: coupon.per_customer_limit,
    category_id: coupon.category?.id ?? null,
    terms: coupon.terms,
    audience: coupon.audience,
    customer_emails: coupon.customers.map((c) => c.email),
    is_active: coupon.is_active,
  };
}

/**
 * Changes the fields given. Once customers have used a coupon its code and discount stay as they
 * were promised; the usage limit cannot go below the uses already taken.
 */
export async function updateCoupon(
  db: Database,
  actor: AuditActor,
  id: number,
  change: CouponUpdateValues,
  shopUrl: string,
): Promise<AdminCoupon> {
  return refusingTakenCode(() =>
    withRetriedTransaction(db, async (tx) => {
      const [locked] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!locked) throw notFound(COUPON_NOT_FOUND);
      const before = await getAdminCoupon(tx, id);
      const merged = couponCreateSchema.safeParse({
        ...asInput(before),
        ...change,
        translations: mergeTranslations(locked.translations, change.translations),
      });
      if (!merged.success) {
        const errors: FieldErrors = {};
        for (const issue of merged.error.issues) {
          const field = String(issue.path[0] ?? 'non_field_errors');
          errors[field] = [...(errors[field] ?? []), issue.message];
        }
        throw fieldErrors(errors);
      }
      const values = merged.data;
      const promised = ['code', 'kind', 'value'] as const;
      if (locked.timesUsed > 0 && promised.some((field) => values[field] !== before[field])) {
        throw conflict(
          'Customers have used this coupon, so its code and discount stay as they are. Create a new coupon instead.',
        );
      }
      if (values.usage_limit !== null && values.usage_limit < locked.timesUsed) {
        throw fieldErrors({
          usage_limit: [`It has been used ${locked.timesUsed} times already: enter ${locked.timesUsed} or more.`],
        });
      }
      await checkCategory(tx, values.category_id);
      await tx
        .update(coupons)
        .set({ ...columnsOf(values), updatedAt: new Date() })
        .where(eq(coupons.id, id));
      await giveTo(tx, id, values, shopUrl);
      const after = await getAdminCoupon(tx, id);
      await recordUpdate(tx, actor, 'coupon', id, audited(before), audited(after));
      return after;
    }),
  );
}
