import {
  MAX_SAVED_PAYMENT_METHODS,
  type SavedPaymentMethod,
  type UpiIdInput,
  upiIdInputSchema,
} from '@makerbazaar/core';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { paymentMethods } from '../../db/schema/payment-methods.js';
import { users } from '../../db/schema/users.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
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

/** The default first, then the newest. */
export async function listPaymentMethods(db: Queryable, userId: number): Promise<SavedPaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
  return rows.map(toSavedPaymentMethod);
}

/** One customer's saved methods change one request at a time, so "exactly one default" always holds. */
async function lockWallet(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function ownMethod(db: Queryable, userId: number, id: number): Promise<MethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  if (!row) throw notFound(PAYMENT_METHOD_NOT_FOUND);
  return row;
}

async function clearDefault(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
}

async function savedCount(tx: Transaction, userId: number): Promise<number> {
  const [saved] = await tx.select({ n: count() }).from(paymentMethods).where(eq(paymentMethods.userId, userId));
  return saved?.n ?? 0;
}

/** Adds a method with the wallet locked; the first one saved becomes the default. */
async function insertMethod(tx: Transaction, userId: number, method: NewMethod, makeDefault: boolean) {
  const existing = await savedCount(tx, userId);
  const isDefault = makeDefault || existing === 0;
  if (isDefault) await clearDefault(tx, userId);
  const [row] = await tx
    .insert(paymentMethods)
    .values({ ...method, userId, isDefault })
    .returning();
  if (!row) throw new Error('payment method was not saved');
  return toSavedPaymentMethod(row);
}

export function saveUpiId(db: Database, userId: number, input: UpiIdInput): Promise<SavedPaymentMethod> {
  const valid = upiIdInputSchema.parse(input);
  return withRetriedTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const [known] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.upiId, valid.upi_id)));
    if (known) throw conflict('You have already saved this UPI ID.');
    if ((await savedCount(tx, userId)) >= MAX_SAVED_PAYMENT_METHODS) throw conflict(FULL);
    return insertMethod(tx, userId, { type: 'upi', upiId: valid.upi_id, label: valid.label }, valid.is_default);
  });
}

/**
 * Keeps the card a verified payment saved at the gateway. A token already kept changes nothing,
 * and a full wallet skips it: saving a card never stands in the way of a paid order.
 */
export function saveCardToken(db: Database, userId: number, card: CardToken): Promise<void> {
  return withRetriedTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
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
    if (known || (await savedCount(tx, userId)) >= MAX_SAVED_PAYMENT_METHODS) return;
    await insertMethod(
      tx,
      userId,
      {
        type: 'card',
        provider: card.provider,
        tokenRef: card.tokenRef,
        providerCustomerRef: card.customerRef,
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      },
      false,
    );
  });
}

export function setDefaultPaymentMethod(db: Database, userId: number, id: number): Promise<SavedPaymentMethod> {
  return withRetriedTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    await ownMethod(tx, userId, id);
    await clearDefault(tx, userId);
    const [row] = await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id)).returning();
    if (!row) throw notFound(PAYMENT_METHOD_NOT_FOUND);
    return toSavedPaymentMethod(row);
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

/** Deleting the default passes the mark to the newest method left. */
export async function deletePaymentMethod(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  id: number,
): Promise<void> {
  await deleteAtGateway(provider, await ownMethod(db, userId, id));
  await withRetriedTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const [removed] = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
      .returning({ isDefault: paymentMethods.isDefault });
    if (!removed?.isDefault) return;
    const [next] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id)))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(1);
    if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
  });
}
