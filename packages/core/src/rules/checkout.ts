import { COD_FEE_BELOW_PAISE, COD_FEE_PAISE, COD_LIMIT_PAISE } from '../store.js';

export type PaymentMethod = 'cod' | 'online';

export interface CheckoutTotals {
  goodsPaise: number;
  codFeePaise: number;
  totalPaise: number;
}

/** What an order costs: the goods, plus ₹50 for cash on delivery under ₹500. Shipping is free. */
export function checkoutTotals(goodsPaise: number, method: PaymentMethod): CheckoutTotals {
  const codFeePaise = method === 'cod' && goodsPaise < COD_FEE_BELOW_PAISE ? COD_FEE_PAISE : 0;
  return { goodsPaise, codFeePaise, totalPaise: goodsPaise + codFeePaise };
}

/** Cash on delivery is offered up to ₹50,000 an order. */
export function codAllowed(totalPaise: number): boolean {
  return totalPaise <= COD_LIMIT_PAISE;
}
