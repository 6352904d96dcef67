import type { contactMessageSchema } from '@makerbazaar/core';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema/content.js';
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
