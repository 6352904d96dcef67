import {
  type Address,
  type AddressInput,
  addressInputSchema,
  MAX_SAVED_ADDRESSES,
  type ShippingAddress,
} from '@makerbazaar/core';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { addresses } from '../../db/schema/addresses.js';
import { users } from '../../db/schema/users.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/errors.js';

type AddressRow = typeof addresses.$inferSelect;
type ValidAddress = z.output<typeof addressInputSchema>;

export const ADDRESS_NOT_FOUND = 'Address not found.';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    type: row.type,
    is_default: row.isDefault,
  };
}

const fieldsOf = (input: ValidAddress) => ({
  name: input.name,
  phone: input.phone,
  line1: input.line1,
  line2: input.line2,
  city: input.city,
  state: input.state,
  pincode: input.pincode,
  type: input.type,
});

/** The default first, then the newest. */
export async function listAddresses(db: Queryable, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

/** One customer's address book changes one request at a time, so "exactly one default" always holds. */
async function lockAddressBook(tx: Transaction, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

async function ownAddress(tx: Queryable, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

async function clearDefault(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/** The first address a customer saves becomes the default. */
async function savedCount(tx: Transaction, userId: number): Promise<number> {
  const [saved] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return saved?.n ?? 0;
}

async function insertAddress(tx: Transaction, userId: number, input: ValidAddress): Promise<Address> {
  await lockAddressBook(tx, userId);
  const existing = await savedCount(tx, userId);
  if (existing >= MAX_SAVED_ADDRESSES) {
    throw conflict(`You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use first.`);
  }
  const isDefault = input.is_default || existing === 0;
  if (isDefault) await clearDefault(tx, userId);
  const [row] = await tx
    .insert(addresses)
    .values({ userId, ...fieldsOf(input), isDefault })
    .returning();
  if (!row) throw new Error('address was not saved');
  return toAddress(row);
}

export function createAddress(db: Database, userId: number, input: AddressInput): Promise<Address> {
  const valid = addressInputSchema.parse(input);
  return withRetriedTransaction(db, (tx) => insertAddress(tx, userId, valid));
}

/** Replaces the fields. Asking to make it the default moves the mark; the default cannot be unmarked, only moved. */
export function updateAddress(db: Database, userId: number, id: number, input: AddressInput): Promise<Address> {
  const valid = addressInputSchema.parse(input);
  return withRetriedTransaction(db, async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownAddress(tx, userId, id);
    const isDefault = current.isDefault || valid.is_default;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ ...fieldsOf(valid), isDefault, updatedAt: new Date() })
      .where(eq(addresses.id, id))
      .returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return toAddress(row);
  });
}

export function setDefaultAddress(db: Database, userId: number, id: number): Promise<Address> {
  return withRetriedTransaction(db, async (tx) => {
    await lockAddressBook(tx, userId);
    await ownAddress(tx, userId, id);
    await clearDefault(tx, userId);
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    return toAddress(row);
  });
}

/** Deleting the default passes the mark to the newest address left. */
export function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  return withRetriedTransaction(db, async (tx) => {
    await lockAddressBook(tx, userId);
    const removed = await ownAddress(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

/**
 * Checkout's "save this address", in the order's transaction: skipped when the book is full, so
 * it never stops an order.
 */
export async function saveCheckoutAddress(tx: Transaction, userId: number, address: ShippingAddress): Promise<void> {
  await lockAddressBook(tx, userId);
  if ((await savedCount(tx, userId)) >= MAX_SAVED_ADDRESSES) return;
  await insertAddress(tx, userId, { ...address, type: 'home', is_default: false });
}

/** A saved address of this customer, as checkout ships to it; another customer's is not found. */
export async function savedShippingAddress(tx: Queryable, userId: number, id: number): Promise<ShippingAddress> {
  const row = await ownAddress(tx, userId, id);
  return {
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state as ShippingAddress['state'],
    pincode: row.pincode,
  };
}
