import {
  detailSchema,
  savedPaymentMethodListSchema,
  savedPaymentMethodParamsSchema,
  savedPaymentMethodSchema,
  upiIdInputSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { registerSavedEntries } from '../../lib/saved-entry-routes.js';
import { requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import type { PaymentProvider } from '../payment-gateway/payment-provider.js';
import {
  deletePaymentMethod,
  listPaymentMethods,
  saveUpiId,
  setDefaultPaymentMethod,
} from './payment-methods.service.js';

/**
 * The customer's saved payment methods: /api/payment-methods/. UPI IDs are saved here; cards only
 * by a verified payment that the gateway saved as a token, so no card number ever reaches the shop.
 */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{ db: Database; payments: PaymentProvider }> = async (
  app,
  { db, payments },
) => {
  requireUserOnEveryRoute(app);

  registerSavedEntries(app, {
    path: '/payment-methods/',
    savePath: '/payment-methods/upi/',
    tag: 'payment methods',
    summaries: {
      list: 'Saved UPI IDs and cards, the default first',
      save: 'Save a UPI ID (the first method saved becomes the default)',
      makeDefault: 'Make this the default payment method (the previous default stops being one)',
      remove:
        'Delete a saved payment method; a card is deleted at the payment gateway too, and kept if the gateway cannot (502)',
    },
    schemas: {
      list: savedPaymentMethodListSchema,
      entry: savedPaymentMethodSchema,
      params: savedPaymentMethodParamsSchema,
      input: upiIdInputSchema,
    },
    removeRefusals: { 502: detailSchema },
    list: (userId) => listPaymentMethods(db, userId),
    save: (userId, input) => saveUpiId(db, userId, input),
    makeDefault: (userId, id) => setDefaultPaymentMethod(db, userId, id),
    remove: (userId, id) => deletePaymentMethod(db, payments, userId, id),
  });
};
