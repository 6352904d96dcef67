import {
  EMAIL_REPLY_TIME,
  ORDER_NOT_FOUND_IN_ACCOUNT,
  ORDER_NUMBER_NEEDS_SIGN_IN,
  type SupportTicket,
  type supportRequestSchema,
} from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/commerce.js';
import { supportRequests } from '../../db/schema/support.js';
import { fieldErrors } from '../../lib/errors.js';
import { datedNumber } from '../../lib/reference-numbers.js';
import { enqueueAcknowledgement } from '../email/outbox.service.js';
import { supportAcknowledgementEmail } from '../email/templates.js';

/**
 * Stores a support request and acknowledges it by e-mail (within the per-address daily limit of
 * acknowledgements). An order number is taken only from a signed-in customer who placed that order:
 * a guest could otherwise ask about, and be told about, anyone's order.
 */
export async function openSupportTicket(
  db: Database,
  request: z.output<typeof supportRequestSchema>,
  userId: number | null,
): Promise<SupportTicket> {
  if (request.order_number) {
    if (userId === null) throw fieldErrors({ order_number: [ORDER_NUMBER_NEEDS_SIGN_IN] });
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNumber, request.order_number), eq(orders.userId, userId)));
    if (!order) throw fieldErrors({ order_number: [ORDER_NOT_FOUND_IN_ACCOUNT] });
  }
  const ticketNumber = await db.transaction(async (tx) => {
    const ticket = `SR-${await datedNumber(tx, 'support_ticket_seq', new Date(), 4)}`;
    const orderNumber = request.order_number ?? null;
    await tx.insert(supportRequests).values({
      ticketNumber: ticket,
      topic: request.topic,
      orderNumber,
      name: request.name,
      email: request.email,
      message: request.message,
      userId,
    });
    await enqueueAcknowledgement(
      tx,
      supportAcknowledgementEmail(
        { ticketNumber: ticket, email: request.email, topic: request.topic, checkedOrderNumber: orderNumber },
        EMAIL_REPLY_TIME,
      ),
    );
    return ticket;
  });
  return {
    ticket_number: ticketNumber,
    detail: `Thanks, ${request.name}! Your ticket number is ${ticketNumber}. We'll reply to ${request.email} within ${EMAIL_REPLY_TIME}.`,
  };
}
