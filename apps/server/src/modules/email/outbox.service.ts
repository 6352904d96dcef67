import { asc, desc, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { outbox } from '../../db/schema/outbox.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

/** Writes an e-mail for delivery; call it with the transaction of the change it reports. */
export async function enqueueEmail(db: Queryable, message: EmailMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

export function listOutbox(db: Queryable, { pendingOnly = false, limit = 100 } = {}) {
  return db
    .select()
    .from(outbox)
    .where(pendingOnly ? isNull(outbox.sentAt) : undefined)
    .orderBy(pendingOnly ? asc(outbox.id) : desc(outbox.id))
    .limit(limit);
}
