import { toast } from '@/lib/toast';

// SPEC.md's checkout messages, word for word. They read 'Title - description'.
export const AUTH_REQUIRED = 'Authentication Required - Please log in to proceed with checkout';
export const MISSING_INFORMATION = 'Missing Information - Please fill in all required fields';
export const EMPTY_CART = 'Empty Cart - Your cart is empty. Add some products first.';
export const PAYMENT_UNAVAILABLE = 'Payment Unavailable - Payment SDK not loaded yet. Please try again in a moment.';
export const ORDER_FAILED = 'Order Failed';
export const ORDER_FAILED_FALLBACK = 'Failed to create order. Please try again.';

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
