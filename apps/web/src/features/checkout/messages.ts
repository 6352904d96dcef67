import { msg } from '@lingui/core/macro';
import { toast } from '@/lib/toast';

// The checkout's messages, worded as the original storefront showed them. They read 'Title - description'.
// Each is one message for the translator; keep " - " between the toast's title and its description.
export const AUTH_REQUIRED = msg({
  message: 'Authentication Required - Please log in to proceed with checkout',
  comment: 'Keep " - " between the title and the description.',
});
export const MISSING_INFORMATION = msg({
  message: 'Missing Information - Please fill in all required fields',
  comment: 'Keep " - " between the title and the description.',
});
export const EMPTY_CART = msg({
  message: 'Empty Cart - Your cart is empty. Add some products first.',
  comment: 'Keep " - " between the title and the description.',
});
export const PAYMENT_UNAVAILABLE = msg({
  message: 'Payment Unavailable - Payment SDK not loaded yet. Please try again in a moment.',
  comment: 'Keep " - " between the title and the description.',
});
export const ORDER_FAILED = msg`Order Failed`;
export const ORDER_FAILED_FALLBACK = msg`Failed to create order. Please try again.`;

/** 'Title - description' as its two parts. */
export function splitMessage(message: string): { title: string; description?: string } {
  const split = message.indexOf(' - ');
  return split < 0 ? { title: message } : { title: message.slice(0, split), description: message.slice(split + 3) };
}

/** An error toast for a 'Title - description' message: the title in bold, the rest beneath it. */
export function toastError(message: string): void {
  const { title, description } = splitMessage(message);
  toast.error(title, description ? { description } : undefined);
}
