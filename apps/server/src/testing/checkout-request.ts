// What the concurrency benches send to POST /api/orders/.
import { checkoutTotals, paiseToRupees } from '@makerbazaar/core';

export const CHECKOUT_BODY = {
  shipping_address: '14 Church Street, Bengaluru 560001',
  phone_number: '9845012345',
  payment_method: 'cod',
} as const;

/** The rupee total a cash-on-delivery checkout of these goods must confirm (the COD fee included). */
export function codTotal(goodsPaise: number): number {
  return paiseToRupees(checkoutTotals(goodsPaise, 'cod').totalPaise);
}
