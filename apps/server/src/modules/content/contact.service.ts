import type { ContactStatus, contactMessageSchema } from '@makerbazaar/core';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { contactMessages } from '../../db/schema/content.js';
import { lockedRequestColumn, type StatusMove } from '../../lib/thread-status.js';
import { enqueueEmail } from '../email/outbox.service.js';
import { contactMessageEmail } from '../email/templates.js';

/** Stores the message and, in the same transaction, e-mails it to the shop's support inbox. */
export async function saveContactMessage(
  db: Database,
  message: z.output<typeof contactMessageSchema>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message was not stored');
    await enqueueEmail(tx, contactMessageEmail({ id: row.id, ...message }));
    return row.id;
  });
}

export const CONTACT_MESSAGE_NOT_FOUND = 'No contact message has this id.';

/** A message is handled once `handled_at` is set. Its row stays locked until `tx` ends. */
async function lockedContactStatus(tx: Transaction, id: number): Promise<ContactStatus> {
  const handledAt = await lockedRequestColumn(
    tx,
    contactMessages,
    contactMessages.handledAt,
    id,
    CONTACT_MESSAGE_NOT_FOUND,
  );
  return handledAt ? 'handled' : 'new';
}

async function writeContactStatus(tx: Transaction, id: number, status: ContactStatus): Promise<void> {
  await tx
    .update(contactMessages)
    .set({ handledAt: status === 'handled' ? sql`now()` : null })
    .where(eq(contactMessages.id, id));
}

/** Marks a message handled, or new again; asking for the status it has changes nothing. */
export async function moveContactMessage(
  tx: Transaction,
  id: number,
  to: ContactStatus,
): Promise<StatusMove<ContactStatus>> {
  const before = await lockedContactStatus(tx, id);
  if (before !== to) await writeContactStatus(tx, id, to);
  return { before, after: to };
}

/** What a staff reply does to a message: a new one is handled. */
export async function answerContactMessage(tx: Transaction, id: number): Promise<StatusMove<ContactStatus>> {
  const before = await lockedContactStatus(tx, id);
  if (before === 'new') await writeContactStatus(tx, id, 'handled');
  return { before, after: 'handled' };
}
