import { ORDER_NOT_FOUND_IN_ACCOUNT, type SupportTicket, type supportRequestSchema } from '@makerbazaar/core';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { orders } from '../../db/schema/commerce.js';
import { supportRequests } from '../../db/schema/support.js';
import { fieldErrors } from '../../lib/errors.js';
import { enqueueEmail } from '../email/outbox.service.js';
import { supportAcknowledgementEmail } from '../email/templates.js';

/** DESIGN.md section 6: e-mail support replies within 24 hours. */
export const SUPPORT_REPLY_WITHIN = '24 hours';

/** The date in India (YYYY-MM-DD) at a moment: the shop's calendar, whatever the server's zone. */
export function dateInIndia(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** PREFIX-YYYYMMDD-NNNN from a sequence: unique, and short enough to read out on the phone. */
export async function nextReference(
  db: Queryable,
  prefix: 'SR' | 'BQ',
  sequence: 'support_ticket_seq' | 'bulk_quote_seq',
  now: Date,
): Promise<string> {
  const [row] = await db.select({ n: sql<string>`nextval(${sequence}::regclass)::text` }).from(sql`(select 1) as one`);
  if (!row) throw new Error(`sequence ${sequence} gave no value`);
  return `${prefix}-${dateInIndia(now).replaceAll('-', '')}-${row.n.padStart(4, '0')}`;
}

export async function openSupportTicket(
  db: Database,
  request: z.output<typeof supportRequestSchema>,
  userId: number | null,
): Promise<SupportTicket> {
  if (request.order_number && userId !== null) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNumber, request.order_number), eq(orders.userId, userId)));
    if (!order) throw fieldErrors({ order_number: [ORDER_NOT_FOUND_IN_ACCOUNT] });
  }
  const ticketNumber = await db.transaction(async (tx) => {
    const ticket = await nextReference(tx, 'SR', 'support_ticket_seq', new Date());
    const stored = {
      ticketNumber: ticket,
      topic: request.topic,
      orderNumber: request.order_number ?? null,
      name: request.name,
      email: request.email,
      message: request.message,
    };
    await tx.insert(supportRequests).values({ ...stored, userId });
    await enqueueEmail(tx, supportAcknowledgementEmail(stored, SUPPORT_REPLY_WITHIN));
    return ticket;
  });
  return {
    ticket_number: ticketNumber,
    detail: `Thanks, ${request.name}! Your ticket number is ${ticketNumber}. We'll reply to ${request.email} within ${SUPPORT_REPLY_WITHIN}.`,
  };
}
