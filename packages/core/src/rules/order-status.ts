import { CANCELLATION_WINDOW_MS } from '../store.js';
import type { PaymentMethod } from './checkout.js';
import { phrase } from './language.js';

export const ORDER_STATUSES = ['pending', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refund_pending',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Every move an order may make; anything else is refused. */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return TRANSITIONS[from];
}

// The words orders answer with (`status_display` and the like): marked as phrases, so the storefront's
// catalogue of server texts holds them and shows them in the reader's language.
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: phrase('Pending'),
  confirmed: phrase('Confirmed'),
  packed: phrase('Packed'),
  shipped: phrase('Shipped'),
  delivered: phrase('Delivered'),
  cancelled: phrase('Cancelled'),
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: phrase('Pending'),
  completed: phrase('Paid'),
  failed: phrase('Failed'),
  refund_pending: phrase('Refund in progress'),
  partially_refunded: phrase('Partly refunded'),
  refunded: phrase('Refunded'),
};

/**
 * Whether the shop holds money the order was paid with: paid, or refunded only in part. Cancelling
 * such an order makes what it holds a refund to make (payment status refund_pending).
 */
export function holdsPayment(paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'completed' || paymentStatus === 'partially_refunded';
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: phrase('Cash on Delivery'),
  online: phrase('Online Payment'),
};

/**
 * Why a customer may no longer cancel an order in each status past cancelling: staff may still
 * cancel a packed order, a customer may not once packing has begun. Whole sentences, so each
 * reads right when the page translates it.
 */
const PAST_CANCELLING: Record<Exclude<OrderStatus, 'pending' | 'confirmed'>, string> = {
  packed: 'This order has been packed and can no longer be cancelled.',
  shipped: 'This order has been shipped and can no longer be cancelled.',
  delivered: 'This order has been delivered and can no longer be cancelled.',
  cancelled: 'This order is already cancelled.',
};

/** Why an order can no longer be cancelled by the customer, or null when it can. */
export function cancellationBlocker(order: { status: OrderStatus; createdAt: Date }, now: Date): string | null {
  if (order.status !== 'pending' && order.status !== 'confirmed') return PAST_CANCELLING[order.status];
  if (now.getTime() - order.createdAt.getTime() > CANCELLATION_WINDOW_MS) {
    return 'Orders can be cancelled only within 1 hour of placing them.';
  }
  return null;
}
