import {
  type Address,
  type AddressInput,
  addressInputSchema,
  MAX_SAVED_ADDRESSES,
  type ShippingAddress,
} from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { defaultEntryList } from '../../db/default-entry-lists.js';
import { addresses } from '../../db/schema/addresses.js';
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

const addressBook = defaultEntryList(addresses, ADDRESS_NOT_FOUND);

export async function listAddresses(db: Queryable, userId: number): Promise<Address[]> {
  return (await addressBook.list(db, userId)).map(toAddress);
}

async function insertAddress(tx: Transaction, userId: number, input: ValidAddress): Promise<Address> {
  await addressBook.lock(tx, userId);
  if ((await addressBook.count(tx, userId)) >= MAX_SAVED_ADDRESSES) {
    throw conflict(`You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use first.`);
  }
  return toAddress(await addressBook.insert(tx, userId, fieldsOf(input), input.is_default));
}

export function createAddress(db: Database, userId: number, input: AddressInput): Promise<Address> {
  const valid = addressInputSchema.parse(input);
  return withRetriedTransaction(db, (tx) => insertAddress(tx, userId, valid));
}

/** Replaces the fields. Asking to make it the default moves the mark; the default cannot be unmarked, only moved. */
export function updateAddress(db: Database, userId: number, id: number, input: AddressInput): Promise<Address> {
  const valid = addressInputSchema.parse(input);
  return withRetriedTransaction(db, async (tx) => {
    await addressBook.lock(tx, userId);
    const current = await addressBook.own(tx, userId, id);
    const isDefault = current.isDefault || valid.is_default;
    if (isDefault && !current.isDefault) await addressBook.clearDefault(tx, userId);
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
    await addressBook.lock(tx, userId);
    return toAddress(await addressBook.makeDefault(tx, userId, id));
  });
}

export function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  return withRetriedTransaction(db, async (tx) => {
    await addressBook.lock(tx, userId);
    await addressBook.own(tx, userId, id);
    await addressBook.remove(tx, userId, id);
  });
}

/**
 * Checkout's "save this address", in the order's transaction: skipped when the book is full, so
 * it never stops an order.
 */
export async function saveCheckoutAddress(tx: Transaction, userId: number, address: ShippingAddress): Promise<void> {
  await addressBook.lock(tx, userId);
  if ((await addressBook.count(tx, userId)) >= MAX_SAVED_ADDRESSES) return;
  await insertAddress(tx, userId, { ...address, type: 'home', is_default: false });
}

/** A saved address of this customer, as checkout ships to it; another customer's is not found. */
export async function savedShippingAddress(tx: Queryable, userId: number, id: number): Promise<ShippingAddress> {
  const row = await addressBook.own(tx, userId, id);
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
