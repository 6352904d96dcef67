import { phrase } from './language.js';
import { formatInr, paiseToRupees } from './money.js';

export type CouponKind = 'percent' | 'flat';

/** What a coupon takes off: `value` is a percentage for `percent`, paise for `flat`. */
export interface CouponTerms {
  kind: CouponKind;
  value: number;
  /** Percent coupons only: the most it takes off, in paise; null for no cap. */
  maxDiscountPaise: number | null;
}

/**
 * The discount on the goods a coupon applies to (the whole cart, or its category's lines): a
 * percentage rounded down to the paisa and capped, or a flat amount; never more than those goods.
 */
export function couponDiscountPaise(terms: CouponTerms, eligiblePaise: number): number {
  const off =
    terms.kind === 'percent'
      ? Math.min(Math.floor((eligiblePaise * terms.value) / 100), terms.maxDiscountPaise ?? Number.POSITIVE_INFINITY)
      : terms.value;
  return Math.max(0, Math.min(off, eligiblePaise));
}

/** '10% off' or '₹100 off', as the coupon card and the checkout summary say it. */
export function couponDiscountLabel(kind: CouponKind, value: number): string {
  return kind === 'percent' ? phrase(`${value}% off`) : phrase(`${formatInr(paiseToRupees(value))} off`);
}
