import {
  type CouponQuote,
  type CustomerCoupon,
  type CustomerCouponList,
  couponDiscountLabel,
  dateInIndia,
  paiseToRupees,
} from '@makerbazaar/core';
import type { CouponQuoteRecord, CustomerCouponRecord } from './coupons.service.js';

export function toCouponQuote({ code, title, discountLabel, totals }: CouponQuoteRecord): CouponQuote {
  return {
    code,
    title,
    discount_label: discountLabel,
    goods_amount: paiseToRupees(totals.goodsPaise),
    discount_amount: paiseToRupees(totals.discountPaise),
    cod_fee: paiseToRupees(totals.codFeePaise),
    total_amount: paiseToRupees(totals.totalPaise),
  };
}

function toCustomerCoupon({ coupon, texts, category, state, usesLeft }: CustomerCouponRecord): CustomerCoupon {
  return {
    id: coupon.id,
    code: coupon.code,
    ...texts,
    kind: coupon.kind,
    discount_label: couponDiscountLabel(coupon.kind, coupon.value),
    min_order: paiseToRupees(coupon.minOrderPaise),
    max_discount: coupon.maxDiscountPaise === null ? null : paiseToRupees(coupon.maxDiscountPaise),
    expires_on: dateInIndia(new Date(coupon.expiresAt.getTime() - 1)),
    category,
    state,
    uses_left: usesLeft,
  };
}

export function toCustomerCouponList(list: {
  results: CustomerCouponRecord[];
  counts: CustomerCouponList['counts'];
}): CustomerCouponList {
  return { results: list.results.map(toCustomerCoupon), counts: list.counts };
}
