import type { SavedPaymentMethod } from '../api/payment-methods.js';

/** How a saved method reads in a list: "Visa •••• 1111" or the UPI ID. */
export function savedPaymentMethodName(method: SavedPaymentMethod): string {
  return method.card ? `${method.card.brand} •••• ${method.card.last4}` : (method.upi_id ?? '');
}

/** A card's expiry as printed on it: 04/29. */
export function cardExpiry(card: { expiry_month: number; expiry_year: number }): string {
  return `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`;
}
