import { expect, it } from 'vitest';
import { couponOfferNotice } from './coupon-offers.service.js';

it('tells of a coupon in one whole sentence for each combination of its conditions', () => {
  const offer = {
    code: 'FOR-MEERA',
    title: 'Diwali sale',
    kind: 'percent' as const,
    value: 25,
    categoryName: null,
    minOrderRupees: 0,
    // The first moment it no longer applies: midnight in India, so the last day is the 30th.
    expiresAt: new Date('2026-12-01T00:00:00+05:30'),
  };
  expect(couponOfferNotice(offer)).toEqual({
    title: 'A coupon for you: FOR-MEERA',
    message: 'Diwali sale: 25% off, until 30 Nov 2026. Enter FOR-MEERA at checkout.',
  });
  expect(couponOfferNotice({ ...offer, categoryName: 'Sensors' }).message).toBe(
    'Diwali sale: 25% off on Sensors, until 30 Nov 2026. Enter FOR-MEERA at checkout.',
  );
  expect(couponOfferNotice({ ...offer, kind: 'flat', value: 10_000, minOrderRupees: 1000 }).message).toBe(
    'Diwali sale: ₹100 off on orders of ₹1,000 or more, until 30 Nov 2026. Enter FOR-MEERA at checkout.',
  );
  expect(couponOfferNotice({ ...offer, categoryName: 'Sensors', minOrderRupees: 500 }).message).toBe(
    'Diwali sale: 25% off on Sensors, on orders of ₹500 or more, until 30 Nov 2026. Enter FOR-MEERA at checkout.',
  );
});
