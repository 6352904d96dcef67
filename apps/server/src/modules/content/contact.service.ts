import type { contactMessageSchema } from '@makerbazaar/core';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.js';
import { contactMessages } from '../../db/schema/content.js';

export async function saveContactMessage(
  db: Queryable,
  message: z.output<typeof contactMessageSchema>,
): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  return row.id;
}
