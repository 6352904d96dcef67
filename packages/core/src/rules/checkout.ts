import { COD_FEE_BELOW_PAISE, COD_FEE_PAISE, COD_LIMIT_PAISE } from '../store.js';

export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Why checkout refuses online payment on a shop that takes cash on delivery only. */
export const ONLINE_PAYMENT_OFF = 'Online payment is not available at the moment. Please choose cash on delivery.';

export const PAYMENT_CAPTURED_BUT_FAILED =
  'Order Creation Failed - Payment captured, but failed to create order. Please contact support.';

export interface CheckoutTotals {
  goodsPaise: number;
  /** What a coupon took off the goods. */
  discountPaise: number;
  codFeePaise: number;
  totalPaise: number;
}

/**
 * What an order costs: the goods less any coupon discount, plus ₹50 for cash on delivery when
 * that comes under ₹500. Shipping is free.
 */
export function checkoutTotals(goodsPaise: number, method: PaymentMethod, discountPaise = 0): CheckoutTotals {
  const payablePaise = goodsPaise - discountPaise;
  const codFeePaise = method === 'cod' && payablePaise < COD_FEE_BELOW_PAISE ? COD_FEE_PAISE : 0;
  return { goodsPaise, discountPaise, codFeePaise, totalPaise: payablePaise + codFeePaise };
}

/** Cash on delivery is offered up to ₹50,000 an order. */
export function codAllowed(totalPaise: number): boolean {
  return totalPaise <= COD_LIMIT_PAISE;
}
