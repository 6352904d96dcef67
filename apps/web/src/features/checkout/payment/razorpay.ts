import type { GatewayAnswer } from '../api/test-gateway';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay's checkout.js options the shop uses. */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  name: string;
  description?: string;
  /** The gateway's customer, with `token` to charge one of their saved cards. */
  customer_id?: string;
  token?: string;
  /** Opens checkout on UPI, with the saved UPI ID in `prefill.vpa`. */
  method?: 'upi';
  prefill: { name?: string; email?: string; contact?: string; vpa?: string };
  handler: (response: GatewayAnswer) => void;
  modal: { ondismiss: () => void };
}

export type RazorpayCheckout = new (options: RazorpayOptions) => { open(): void };

declare global {
  interface Window {
    Razorpay?: RazorpayCheckout;
  }
}

let loading: Promise<RazorpayCheckout | null> | null = null;

/**
 * Adds checkout.js to the page the first time an online payment needs it. Resolves to null when
 * the script cannot load (offline, blocked), so the caller can say so; a later call tries again.
 */
export function loadRazorpay(): Promise<RazorpayCheckout | null> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = null;
      resolve(null);
    };
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : fail());
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}
