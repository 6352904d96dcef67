import { randomBytes } from 'node:crypto';
import type { PaymentsConfig } from '../../config.js';
import { HttpError } from '../../lib/errors.js';
import { hmacSha256Hex, paymentSignature, signaturesMatch } from './signatures.js';

/** What the shop needs of a payment gateway; Razorpay in production, the test gateway otherwise. */
export interface PaymentProvider {
  name: 'razorpay' | 'test';
  /** Public key the browser's checkout is opened with. */
  keyId: string;
  createOrder(order: { amountPaise: number; receipt: string }): Promise<{ id: string }>;
  verifyPayment(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** Checks a webhook delivery's signature over its raw body; false when webhooks are not configured. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
}

const UNAVAILABLE =
  'Online payment is not available right now. Please try again in a moment or choose cash on delivery.';

/** Razorpay's Orders API (`POST /orders`, basic auth with the key pair). */
export function razorpayProvider(config: Extract<PaymentsConfig, { provider: 'razorpay' }>): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt }) {
      let response: Response;
      try {
        response = await fetch(`${config.apiUrl}/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new HttpError(502, { detail: UNAVAILABLE });
      }
      if (!response.ok) throw new HttpError(502, { detail: UNAVAILABLE });
      const body = (await response.json()) as { id?: unknown };
      if (typeof body.id !== 'string') throw new HttpError(502, { detail: UNAVAILABLE });
      return { id: body.id };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      signaturesMatch(paymentSignature(config.keySecret, orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) =>
      config.webhookSecret !== undefined && signaturesMatch(hmacSha256Hex(config.webhookSecret, rawBody), signature),
  };
}

export interface TestGateway extends PaymentProvider {
  name: 'test';
  /** What checkout.js hands the page after a successful payment, signed with the same scheme. */
  pay(providerOrderId: string): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/**
 * A local gateway for shops without Razorpay keys (development, tests, demos). It signs payments
 * exactly as Razorpay does, so the same verification code runs.
 */
export function testGateway(secret: string): TestGateway {
  return {
    name: 'test',
    keyId: 'test_mode',
    async createOrder() {
      return { id: `order_test_${randomBytes(9).toString('hex')}` };
    },
    pay(providerOrderId) {
      const paymentId = `pay_test_${randomBytes(9).toString('hex')}`;
      return {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(secret, providerOrderId, paymentId),
      };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      signaturesMatch(paymentSignature(secret, orderId, paymentId), signature),
    verifyWebhook: () => false,
  };
}

export function paymentProviderFor(config: PaymentsConfig): PaymentProvider {
  return config.provider === 'razorpay' ? razorpayProvider(config) : testGateway(config.secret);
}
