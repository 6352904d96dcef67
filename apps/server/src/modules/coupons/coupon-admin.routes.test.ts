// Coupons in the back office: staff of the catalogue make them, give them to customers and change
// them within what customers were promised; each write is audited.
import type {
  AdminCoupon,
  AuditEntry,
  CouponCreateInput,
  CustomerCouponList,
  Order,
  Paginated,
} from '@makerbazaar/core';
import { dateInIndia } from '@makerbazaar/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { productBySlug } from '../../testing/customers.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';

const {
  ctx,
  staff: { clerk },
} = staffTestApp({ clerk: ['catalogue'] });
beforeAll(async () => {
  await setStockOf(ctx.database.db, 'arduino-uno-r3', 100);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => dateInIndia(new Date(Date.now() + offset * DAY_MS));

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: clerk.auth, ...(payload ? { payload } : {}) });

const festival: CouponCreateInput = {
  code: 'diwali-25',
  title: 'Diwali sale',
  description: 'Light up your projects.',
  kind: 'percent',
  value: 25,
  min_order: 1000,
  max_discount: 400,
  starts_on: day(0),
  expires_on: day(14),
  usage_limit: 100,
  per_customer_limit: 2,
  terms: ['One coupon per order.'],
};

async function create(input: CouponCreateInput): Promise<AdminCoupon> {
  const res = await call('POST', '/api/admin/coupons/', input);
  return jsonOf<AdminCoupon>(res, 201);
}

describe('coupons in the back office', () => {
  it('creates a coupon with its code in capitals, open to every customer, and lists it first', async () => {
    const coupon = await create(festival);
    expect(coupon).toMatchObject({
      code: 'DIWALI-25',
      discount_label: '25% off',
      min_order: 1000,
      max_discount: 400,
      starts_on: day(0),
      expires_on: day(14),
      usage_limit: 100,
      per_customer_limit: 2,
      times_used: 0,
      audience: 'everyone',
      customers: [],
      is_active: true,
    } satisfies Partial<AdminCoupon>);
    const list = (await call('GET', '/api/admin/coupons/')).json() as { results: AdminCoupon[] };
    expect(list.results[0]?.id).toBe(coupon.id);
    expect(list.results.map((c) => c.code)).toEqual(expect.arrayContaining(['WELCOME10', 'MAKER50']));
    expect(((await call('GET', `/api/admin/coupons/${coupon.id}/`)).json() as AdminCoupon).code).toBe('DIWALI-25');
    expect((await call('GET', '/api/admin/coupons/2147483000/')).statusCode).toBe(404);
  });

  it('refuses what a coupon cannot be, field by field', async () => {
    const fields = async (input: object) => {
      const res = await call('POST', '/api/admin/coupons/', { ...festival, ...input });
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json() as object);
    };
    expect(await fields({ value: 95 })).toEqual(['value']);
    expect(await fields({ kind: 'flat', value: 100, max_discount: 50 })).toEqual(['max_discount']);
    expect(await fields({ expires_on: day(-1) })).toEqual(['expires_on']);
    expect(await fields({ code: 'two  words' })).toEqual(['code']);
    expect(await fields({ per_customer_limit: 5, usage_limit: 2 })).toEqual(['per_customer_limit']);
    expect(await fields({ code: 'ONLY-YOU', audience: 'chosen' })).toEqual(['customer_emails']);
    expect(await fields({ code: 'NOBODY', audience: 'chosen', customer_emails: ['nobody@example.in'] })).toEqual([
      'customer_emails',
    ]);
    expect(await fields({ code: 'NO-CATEGORY', category_id: 2147483000 })).toEqual(['category_id']);
    const taken = await call('POST', '/api/admin/coupons/', { ...festival, code: 'WELCOME10' });
    expect(taken.json()).toEqual({ code: ['Another coupon already has this code: choose a different one.'] });
  });

  it('refuses a first or last day no shop can mean, when created or changed, with a message', async () => {
    const OUT_OF_RANGE = ['Choose a date from 1 Jan 2000 to 31 Dec 2099.'];
    for (const starts_on of ['0000-01-01', '0001-01-01', '1999-12-31']) {
      const res = await call('POST', '/api/admin/coupons/', { ...festival, code: 'DATE-CHECK', starts_on });
      expect({ starts_on, status: res.statusCode }).toEqual({ starts_on, status: 400 });
      expect(res.json()).toEqual({ starts_on: OUT_OF_RANGE });
    }
    const farOff = await call('POST', '/api/admin/coupons/', {
      ...festival,
      code: 'DATE-CHECK',
      expires_on: '9999-12-31',
    });
    expect(farOff.json()).toEqual({ expires_on: OUT_OF_RANGE });

    const coupon = await create({ ...festival, code: 'DATE-CHECK' });
    for (const change of [{ starts_on: '0000-01-01' }, { starts_on: '0001-01-01' }, { expires_on: '2100-01-01' }]) {
      const res = await call('PATCH', `/api/admin/coupons/${coupon.id}/`, change);
      expect({ change, status: res.statusCode }).toEqual({ change, status: 400 });
      expect(Object.values(res.json() as object)).toEqual([OUT_OF_RANGE]);
    }
    const lastDay = await call('PATCH', `/api/admin/coupons/${coupon.id}/`, { expires_on: '2099-12-31' });
    expect((lastDay.json() as AdminCoupon).expires_on).toBe('2099-12-31');
  });

  it('gives a coupon to chosen customers, who see it on their coupons page and, if they want offers, hear of it', async () => {
    const customer = await signUpAndLogIn(ctx.app);
    const quiet = await signUpAndLogIn(ctx.app);
    const offers = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/settings/',
      headers: customer.auth,
      payload: { notifications: { promotionalOffers: true } },
    });
    expect(offers.statusCode, offers.body).toBe(200);
    const coupon = await create({
      ...festival,
      code: 'FOR-MEERA',
      audience: 'chosen',
      customer_emails: [customer.customer.email.toUpperCase(), quiet.customer.email],
    });
    expect(coupon.customers.map((c) => c.email).sort()).toEqual([customer.customer.email, quiet.customer.email].sort());
    const theirs = (
      await ctx.app.inject({ method: 'GET', url: '/api/coupons/', headers: customer.auth })
    ).json() as CustomerCouponList;
    expect(theirs.results.map((c) => c.code)).toContain('FOR-MEERA');

    const inbox = async (who: typeof customer) =>
      (
        (await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: who.auth })).json() as {
          results: { type: string; title: string; message: string; action_url: string }[];
        }
      ).results.filter((n) => n.type === 'offer');
    expect(await inbox(customer)).toEqual([
      expect.objectContaining({
        title: 'A coupon for you: FOR-MEERA',
        message: expect.stringContaining('Diwali sale: 25% off on orders of ₹1,000 or more'),
        action_url: '/coupons',
      }),
    ]);
    // Offers are off by default; saving the coupon again tells nobody twice.
    expect(await inbox(quiet)).toEqual([]);
    await call('PATCH', `/api/admin/coupons/${coupon.id}/`, { title: 'Diwali sale, extended' });
    expect(await inbox(customer)).toHaveLength(1);
  });

  it('keeps the code and discount of a used coupon, and its limit at or above its uses', async () => {
    const coupon = await create({ ...festival, code: 'USED-ONCE', min_order: 0 });
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart((await productBySlug(ctx.database.db, 'arduino-uno-r3')).id, 1);
    const placed = await shopper.checkout({ total_amount: 1950, coupon_code: 'USED-ONCE' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((placed.json() as Order).discount_amount).toBe(400);

    const path = `/api/admin/coupons/${coupon.id}/`;
    const recode = await call('PATCH', path, { code: 'RENAMED' });
    expect(recode.statusCode).toBe(409);
    expect((await call('PATCH', path, { value: 30 })).statusCode).toBe(409);
    const tooLow = await call('PATCH', path, { usage_limit: 0 });
    expect(tooLow.statusCode).toBe(400);
    const belowUses = await call('PATCH', path, { usage_limit: 1, per_customer_limit: 1 });
    expect(belowUses.statusCode, belowUses.body).toBe(200);
    const extended = await call('PATCH', path, { expires_on: day(60), is_active: false });
    expect(extended.json()).toMatchObject({ expires_on: day(60), is_active: false, times_used: 1, code: 'USED-ONCE' });
    // A change is checked against the coupon as a whole.
    expect(Object.keys((await call('PATCH', path, { starts_on: day(90) })).json() as object)).toEqual(['expires_on']);
  });

  it('records every write in the audit log with what changed', async () => {
    const coupon = await create({ ...festival, code: 'AUDITED' });
    await call('PATCH', `/api/admin/coupons/${coupon.id}/`, { title: 'Diwali week' });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit/?entity=coupon&page_size=50',
      headers: clerk.auth,
    });
    expect(audit.statusCode).toBe(403);
    const owner = await signUpStaff(ctx.app, ctx.database.db, ['owner']);
    const entries = (
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/audit/?entity=coupon&page_size=50',
          headers: owner.auth,
        })
      ).json() as Paginated<AuditEntry>
    ).results.filter((e) => e.entity_id === String(coupon.id));
    expect(entries.map((e) => e.action)).toEqual(['coupon.update', 'coupon.create']);
    expect(entries[0]?.changes).toEqual({ title: { before: 'Diwali sale', after: 'Diwali week' } });
    expect(entries.every((e) => e.actor_username === clerk.username)).toBe(true);
  });

  it('keeps staff’s translations: readers of a language see them, a blank field the English; a change touches only the fields given', async () => {
    const hindi = {
      title: 'दिवाली सेल',
      description: 'अपने प्रोजेक्ट रोशन करें।',
      terms: ['एक ऑर्डर पर एक कूपन।'],
    };
    const coupon = await create({
      ...festival,
      code: 'DIWALI-HI',
      translations: { hi: hindi, te: { title: 'దీపావళి సేల్' } },
    });
    expect(coupon.translations).toEqual({
      hi: hindi,
      te: { title: 'దీపావళి సేల్', description: '', terms: [] },
      ta: { title: '', description: '', terms: [] },
    });
    const customer = await signUpAndLogIn(ctx.app);
    const seen = async (language: string) =>
      (
        (
          await ctx.app.inject({ method: 'GET', url: `/api/coupons/?lang=${language}`, headers: customer.auth })
        ).json() as CustomerCouponList
      ).results.find((c) => c.code === 'DIWALI-HI');
    expect(await seen('hi')).toMatchObject(hindi);
    expect(await seen('te')).toMatchObject({
      title: 'దీపావళి సేల్',
      description: 'Light up your projects.',
      terms: ['One coupon per order.'],
    });
    expect(await seen('ta')).toMatchObject({ title: 'Diwali sale', description: 'Light up your projects.' });

    const changed = await call('PATCH', `/api/admin/coupons/${coupon.id}/`, {
      translations: { hi: { terms: [] }, ta: { description: 'உங்கள் ப்ராஜெக்ட்களை ஒளிரச் செய்யுங்கள்.' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as AdminCoupon).translations).toEqual({
      hi: { title: hindi.title, description: hindi.description, terms: [] },
      te: { title: 'దీపావళి సేల్', description: '', terms: [] },
      ta: { title: '', description: 'உங்கள் ப்ராஜெக்ட்களை ஒளிரச் செய்யுங்கள்.', terms: [] },
    });
    expect((await seen('hi'))?.terms).toEqual(['One coupon per order.']);
    expect(await seen('ta')).toMatchObject({
      title: 'Diwali sale',
      description: 'உங்கள் ப்ராஜெக்ட்களை ஒளிரச் செய்யுங்கள்.',
    });
    // An English edit keeps the translations.
    const retitled = await call('PATCH', `/api/admin/coupons/${coupon.id}/`, { title: 'Diwali week' });
    expect((retitled.json() as AdminCoupon).translations.hi.title).toBe(hindi.title);

    for (const translations of [
      { hi: { title: 'x'.repeat(101) } },
      { ta: { terms: [' '] } },
      { en: { title: 'Sale' } },
    ]) {
      const refused = await call('PATCH', `/api/admin/coupons/${coupon.id}/`, { translations });
      expect(refused.statusCode, JSON.stringify(translations)).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['translations']);
    }
  });
});
