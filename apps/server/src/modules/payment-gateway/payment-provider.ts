import { randomBytes } from 'node:crypto';
import { ONLINE_PAYMENT_OFF, type PaymentGateway, type PaymentOptions } from '@makerbazaar/core';
import type { PaymentsConfig } from '../../config.js';
import { conflict, HttpError } from '../../lib/errors.js';
import { hmacSha256Hex, paymentSignature, signaturesMatch } from './signatures.js';

/**
 * A card the gateway saved as a token during a payment: its reference and what the gateway shows
 * of the card. The card number and CVV stay with the gateway.
 */
export interface CardToken {
  provider: PaymentGateway;
  tokenRef: string;
  /** The gateway's customer the token belongs to, when the gateway keeps tokens per customer. */
  customerRef: string | null;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/**
 * What the shop needs of a payment gateway: Razorpay, the test gateway, or none at all ('off',
 * cash on delivery only), which refuses to open a payment and accepts no signature.
 */
export interface PaymentProvider {
  name: PaymentGateway | 'off';
  /** Public key the browser's checkout is opened with. */
  keyId: string;
  /** What the storefront is told about taking payment; fixed for the life of the process. */
  options: PaymentOptions;
  createOrder(order: { amountPaise: number; receipt: string }): Promise<{ id: string; provider: PaymentGateway }>;
  verifyPayment(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** Checks a webhook delivery's signature over its raw body; false when webhooks are not configured. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /**
   * Sends part or all of a captured payment back to the customer; answers the gateway's refund id,
   * or throws an HttpError (nothing was refunded) with a sentence staff can act on.
   */
  refund(refund: { paymentId: string; amountPaise: number; receipt: string }): Promise<{ id: string }>;
  /** The card a captured payment saved as a token, or null when it saved none; throws an HttpError (502). */
  savedCardOf(paymentId: string): Promise<CardToken | null>;
  /** Deletes a saved card's token at the gateway, or throws an HttpError (502) and the token stays. */
  deleteCardToken(token: Pick<CardToken, 'tokenRef' | 'customerRef'>): Promise<void>;
}

/** How the Razorpay client reaches the network; tests hand in a stand-in for `fetch`. */
export type HttpFetch = (url: string, init: RequestInit) => Promise<Response>;

const UNAVAILABLE =
  'Online payment is not available right now. Please try again in a moment or choose cash on delivery.';

const REFUND_UNAVAILABLE = 'Razorpay could not be reached, so nothing was refunded. Please try again in a moment.';

const SAVED_CARD_UNAVAILABLE = 'Razorpay could not be reached to read the saved card.';

export const CARD_NOT_DELETED =
  'The payment gateway could not delete the saved card, so it is kept. Please try again in a moment.';

interface RazorpayToken {
  id?: unknown;
  card?: { network?: unknown; last4?: unknown; expiry_month?: unknown; expiry_year?: unknown };
}

/** A token of Razorpay's customers/tokens list as the shop keeps it; null when a field is missing. */
function cardTokenOf(token: RazorpayToken, customerRef: string): CardToken | null {
  const card = token.card;
  const month = Number(card?.expiry_month);
  const year = Number(card?.expiry_year);
  if (typeof token.id !== 'string' || typeof card?.last4 !== 'string' || !/^\d{4}$/.test(card.last4)) return null;
  if (!Number.isInteger(month) || !Number.isInteger(year)) return null;
  return {
    provider: 'razorpay',
    tokenRef: token.id,
    customerRef,
    brand: typeof card.network === 'string' && card.network !== '' ? card.network : 'Card',
    last4: card.last4,
    expiryMonth: month,
    expiryYear: year,
  };
}

/** Razorpay's answer when it refuses a refund, in its own words when it gives them. */
async function refundRefusal(response: Response): Promise<HttpError> {
  const body = (await response.json().catch(() => ({}))) as { error?: { description?: unknown } };
  const reason = typeof body.error?.description === 'string' ? ` ${body.error.description}` : '';
  return new HttpError(502, { detail: `Razorpay refused the refund, so nothing was refunded.${reason}` });
}

/**
 * Razorpay's Orders API (`POST /orders`) and Refunds API (`POST /payments/{id}/refund`), with basic
 * auth from the key pair.
 */
export function razorpayProvider(
  config: Extract<PaymentsConfig, { provider: 'razorpay' }>,
  http: HttpFetch = fetch,
): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  /** A GET of Razorpay's API; null when it could not be read. */
  async function read<T>(path: string): Promise<T | null> {
    try {
      const response = await http(`${config.apiUrl}${path}`, {
        method: 'GET',
        headers: { authorization: auth },
        signal: AbortSignal.timeout(10_000),
      });
      return response.ok ? ((await response.json()) as T) : null;
    } catch {
      return null;
    }
  }
  return {
    name: 'razorpay',
    keyId: config.keyId,
    options: { online: true, provider: 'razorpay', test_mode_banner: false },
    async createOrder({ amountPaise, receipt }) {
      let response: Response;
      try {
        response = await http(`${config.apiUrl}/orders`, {
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
      return { id: body.id, provider: 'razorpay' };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      signaturesMatch(paymentSignature(config.keySecret, orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) =>
      config.webhookSecret !== undefined && signaturesMatch(hmacSha256Hex(config.webhookSecret, rawBody), signature),
    async refund({ paymentId, amountPaise, receipt }) {
      let response: Response;
      try {
        response = await http(`${config.apiUrl}/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, receipt }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new HttpError(502, { detail: REFUND_UNAVAILABLE });
      }
      if (!response.ok) throw await refundRefusal(response);
      const body = (await response.json()) as { id?: unknown };
      if (typeof body.id !== 'string') throw new HttpError(502, { detail: REFUND_UNAVAILABLE });
      return { id: body.id };
    },
    // The payment entity names the token and its customer; the customer's token list has the card's expiry.
    async savedCardOf(paymentId) {
      const payment = await read<{ token_id?: unknown; customer_id?: unknown }>(
        `/payments/${encodeURIComponent(paymentId)}`,
      );
      if (!payment) throw new HttpError(502, { detail: SAVED_CARD_UNAVAILABLE });
      const { token_id: tokenId, customer_id: customerId } = payment;
      if (typeof tokenId !== 'string' || typeof customerId !== 'string') return null;
      const tokens = await read<{ items?: RazorpayToken[] }>(`/customers/${encodeURIComponent(customerId)}/tokens`);
      if (!tokens) throw new HttpError(502, { detail: SAVED_CARD_UNAVAILABLE });
      const token = tokens.items?.find((item) => item.id === tokenId);
      return token ? cardTokenOf(token, customerId) : null;
    },
    async deleteCardToken({ tokenRef, customerRef }) {
      if (customerRef === null) throw new HttpError(502, { detail: CARD_NOT_DELETED });
      let response: Response;
      try {
        response = await http(
          `${config.apiUrl}/customers/${encodeURIComponent(customerRef)}/tokens/${encodeURIComponent(tokenRef)}`,
          { method: 'DELETE', headers: { authorization: auth }, signal: AbortSignal.timeout(10_000) },
        );
      } catch {
        throw new HttpError(502, { detail: CARD_NOT_DELETED });
      }
      // A token Razorpay no longer knows is already deleted there.
      if (!response.ok && response.status !== 404) throw new HttpError(502, { detail: CARD_NOT_DELETED });
    },
  };
}

export interface TestGateway extends PaymentProvider {
  name: 'test';
  /**
   * What checkout.js hands the page after a successful payment, signed with the same scheme. With
   * `saveCard` the payment saves the test card as a token, which `savedCardOf` then reports.
   */
  pay(
    providerOrderId: string,
    options?: { saveCard: boolean },
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** The test gateway's card, as its stand-in checkout shows it. */
const TEST_CARD = { brand: 'Visa', last4: '1111', expiryMonth: 12 } as const;

/** A test payment that saved the card says so in its id, which the signature covers. */
const SAVING_PAYMENT = /^pay_test_[0-9a-f]+_save$/;

/**
 * A local gateway for development, tests and staging shops (`PAYMENTS=test`). It signs payments
 * exactly as Razorpay does, so the same verification code runs. Anyone signed in can pay with it,
 * so a shop in production runs it only when told it is a staging shop, and then says so on every page.
 */
export function testGateway(secret: string, inProduction: boolean): TestGateway {
  return {
    name: 'test',
    keyId: 'test_mode',
    options: { online: true, provider: 'test', test_mode_banner: inProduction },
    async createOrder() {
      return { id: `order_test_${randomBytes(9).toString('hex')}`, provider: 'test' };
    },
    pay(providerOrderId, options) {
      const paymentId = `pay_test_${randomBytes(9).toString('hex')}${options?.saveCard ? '_save' : ''}`;
      return {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(secret, providerOrderId, paymentId),
      };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      signaturesMatch(paymentSignature(secret, orderId, paymentId), signature),
    verifyWebhook: () => false,
    // Nothing was charged, so there is nothing to send back: the refund is granted at once.
    async refund() {
      return { id: `rfnd_test_${randomBytes(9).toString('hex')}` };
    },
    // Derived from the payment id, so any server process reads the same token without keeping state.
    async savedCardOf(paymentId) {
      if (!SAVING_PAYMENT.test(paymentId)) return null;
      return {
        provider: 'test',
        tokenRef: `token_test_${hmacSha256Hex(secret, paymentId).slice(0, 14)}`,
        customerRef: null,
        brand: TEST_CARD.brand,
        last4: TEST_CARD.last4,
        expiryMonth: TEST_CARD.expiryMonth,
        expiryYear: new Date().getUTCFullYear() + 5,
      };
    },
    // The test gateway keeps nothing of a token, so deleting one always succeeds.
    async deleteCardToken() {},
  };
}

const REFUNDS_OFF =
  'Online payment is switched off on this shop, so refunds cannot be sent from here. Refund the payment from the gateway’s dashboard.';

/** A shop that takes cash on delivery only: checkout refuses online orders, and no signature is genuine. */
export function paymentsOff(): PaymentProvider {
  return {
    name: 'off',
    keyId: '',
    options: { online: false, provider: null, test_mode_banner: false },
    async createOrder() {
      throw conflict(ONLINE_PAYMENT_OFF);
    },
    verifyPayment: () => false,
    verifyWebhook: () => false,
    async refund() {
      throw conflict(REFUNDS_OFF);
    },
    async savedCardOf() {
      return null;
    },
    async deleteCardToken() {
      throw new HttpError(502, { detail: CARD_NOT_DELETED });
    },
  };
}

export function paymentProviderFor(config: PaymentsConfig): PaymentProvider {
  switch (config.provider) {
    case 'razorpay':
      return razorpayProvider(config);
    case 'test':
      return testGateway(config.secret, config.inProduction);
    case 'off':
      return paymentsOff();
  }
}

/** The start-up log line that says how this process takes payment, so an operator sees it at once. */
export function paymentsStartupMessage(config: PaymentsConfig): { level: 'info' | 'warn'; message: string } {
  switch (config.provider) {
    case 'razorpay':
      return config.webhookSecret
        ? { level: 'info', message: 'Online payments go through Razorpay, confirmed by checkout and by webhook' }
        : {
            level: 'warn',
            message:
              'Online payments go through Razorpay; RAZORPAY_WEBHOOK_SECRET is not set, so a payment is confirmed only when the browser reports it',
          };
    case 'test':
      return config.inProduction
        ? {
            level: 'warn',
            message:
              'STAGING SHOP (ALLOW_TEST_PAYMENTS=1): online payments use the built-in test gateway, nothing is charged, and every page shows a test-mode banner',
          }
        : {
            level: 'info',
            message: 'Online payments use the built-in test gateway (PAYMENTS=test): nothing is charged',
          };
    case 'off':
      return {
        level: 'warn',
        message:
          'Online payment is off (no Razorpay keys, or PAYMENTS=off): customers can pay by cash on delivery only',
      };
  }
}
