import {
  MAX_SAVED_PAYMENT_METHODS,
  type SavedPaymentMethod,
  type UpiIdInput,
  upiIdInputSchema,
} from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { defaultEntryList } from '../../db/default-entry-lists.js';
import { paymentMethods } from '../../db/schema/payment-methods.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, HttpError } from '../../lib/errors.js';
import { CARD_NOT_DELETED, type CardToken, type PaymentProvider } from '../payment-gateway/payment-provider.js';

type MethodRow = typeof paymentMethods.$inferSelect;
type NewMethod = Omit<typeof paymentMethods.$inferInsert, 'userId' | 'isDefault'>;

const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found.';
const FULL = `You can save up to ${MAX_SAVED_PAYMENT_METHODS} payment methods. Delete one you no longer use first.`;

/** A card row's gateway fields; the table's check constraint keeps them all set on a card. */
function cardOf({ provider, tokenRef, brand, last4, expiryMonth, expiryYear, providerCustomerRef }: MethodRow) {
  if (provider === null || tokenRef === null || brand === null || last4 === null) return null;
  if (expiryMonth === null || expiryYear === null) return null;
  return {
    provider,
    brand,
    last4,
    expiry_month: expiryMonth,
    expiry_year: expiryYear,
    token: tokenRef,
    customer_id: providerCustomerRef,
  };
}

function toSavedPaymentMethod(row: MethodRow): SavedPaymentMethod {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    is_default: row.isDefault,
    upi_id: row.upiId,
    card: row.type === 'card' ? cardOf(row) : null,
    created_at: row.createdAt.toISOString(),
  };
}

const wallet = defaultEntryList(paymentMethods, PAYMENT_METHOD_NOT_FOUND);

export async function listPaymentMethods(db: Queryable, userId: number): Promise<SavedPaymentMethod[]> {
  return (await wallet.list(db, userId)).map(toSavedPaymentMethod);
}

export function saveUpiId(db: Database, userId: number, input: UpiIdInput): Promise<SavedPaymentMethod> {
  const valid = upiIdInputSchema.parse(input);
  return withRetriedTransaction(db, async (tx) => {
    await wallet.lock(tx, userId);
    const [known] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.upiId, valid.upi_id)));
    if (known) throw conflict('You have already saved this UPI ID.');
    if ((await wallet.count(tx, userId)) >= MAX_SAVED_PAYMENT_METHODS) throw conflict(FULL);
    const upi: NewMethod = { type: 'upi', upiId: valid.upi_id, label: valid.label };
    return toSavedPaymentMethod(await wallet.insert(tx, userId, upi, valid.is_default));
  });
}

/**
 * Keeps the card a verified payment saved at the gateway. A token already kept changes nothing,
 * and a full wallet skips it: saving a card never stands in the way of a paid order.
 */
export function saveCardToken(db: Database, userId: number, card: CardToken): Promise<void> {
  return withRetriedTransaction(db, async (tx) => {
    await wallet.lock(tx, userId);
    const [known] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.userId, userId),
          eq(paymentMethods.provider, card.provider),
          eq(paymentMethods.tokenRef, card.tokenRef),
        ),
      );
    if (known || (await wallet.count(tx, userId)) >= MAX_SAVED_PAYMENT_METHODS) return;
    const saved: NewMethod = {
      type: 'card',
      provider: card.provider,
      tokenRef: card.tokenRef,
      providerCustomerRef: card.customerRef,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    };
    await wallet.insert(tx, userId, saved, false);
  });
}

export function setDefaultPaymentMethod(db: Database, userId: number, id: number): Promise<SavedPaymentMethod> {
  return withRetriedTransaction(db, async (tx) => {
    await wallet.lock(tx, userId);
    return toSavedPaymentMethod(await wallet.makeDefault(tx, userId, id));
  });
}

/**
 * Deletes the gateway's token of a card first, outside any transaction (it is a network call): if
 * the gateway cannot, the card is kept and the customer told (502). A token of the test gateway on
 * a shop that has since moved to Razorpay lives nowhere, so it goes at once.
 */
async function deleteAtGateway(provider: PaymentProvider, row: MethodRow): Promise<void> {
  if (row.type !== 'card' || row.tokenRef === null) return;
  if (row.provider === provider.name) {
    await provider.deleteCardToken({ tokenRef: row.tokenRef, customerRef: row.providerCustomerRef });
  } else if (row.provider !== 'test') {
    throw new HttpError(502, { detail: CARD_NOT_DELETED });
  }
}

export async function deletePaymentMethod(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  id: number,
): Promise<void> {
  await deleteAtGateway(provider, await wallet.own(db, userId, id));
  await withRetriedTransaction(db, async (tx) => {
    await wallet.lock(tx, userId);
    await wallet.remove(tx, userId, id);
  });
}
