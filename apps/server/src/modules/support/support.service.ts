import {
  EMAIL_REPLY_TIME,
  type Language,
  ORDER_NOT_FOUND_IN_ACCOUNT,
  ORDER_NUMBER_NEEDS_SIGN_IN,
  type SupportTicket,
  type supportRequestSchema,
  TICKET_CLOSED_NO_REPLY,
  TICKET_STATUS_LABELS,
  TICKET_STATUS_MOVES,
  type TicketStatus,
} from '@makerbazaar/core';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { orders } from '../../db/schema/commerce.js';
import { supportRequests } from '../../db/schema/support.js';
import { conflict, fieldErrors } from '../../lib/errors.js';
import { datedNumber } from '../../lib/reference-numbers.js';
import { lockedRequestColumn, moveStatus, type StatusMove } from '../../lib/thread-status.js';
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
  /** The language the form was filled in: the acknowledgement is written in it. */
  language: Language,
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
        language,
      ),
    );
    return ticket;
  });
  return {
    ticket_number: ticketNumber,
    detail: `Thanks, ${request.name}! Your ticket number is ${ticketNumber}. We'll reply to ${request.email} within ${EMAIL_REPLY_TIME}.`,
  };
}

export const TICKET_NOT_FOUND = 'No support ticket has this id.';

/** The ticket's status, its row locked until `tx` ends. */
const lockedTicketStatus = (tx: Transaction, id: number): Promise<TicketStatus> =>
  lockedRequestColumn(tx, supportRequests, supportRequests.status, id, TICKET_NOT_FOUND);

/** `handled_at` records when staff first dealt with the ticket; reopening it clears it. */
async function writeTicketStatus(tx: Transaction, id: number, status: TicketStatus): Promise<void> {
  await tx
    .update(supportRequests)
    .set({ status, handledAt: status === 'open' ? null : sql`coalesce(${supportRequests.handledAt}, now())` })
    .where(eq(supportRequests.id, id));
}

/** A status move by staff (TICKET_STATUS_MOVES); asking for the status it has changes nothing. */
export async function moveTicket(tx: Transaction, id: number, to: TicketStatus): Promise<StatusMove<TicketStatus>> {
  const rules = { noun: 'ticket', moves: TICKET_STATUS_MOVES, labels: TICKET_STATUS_LABELS };
  return moveStatus(await lockedTicketStatus(tx, id), to, rules, (status) => writeTicketStatus(tx, id, status));
}

/** What a staff reply does to a ticket: an open one becomes answered; a closed one takes no reply. */
export async function answerTicket(tx: Transaction, id: number): Promise<StatusMove<TicketStatus>> {
  const before = await lockedTicketStatus(tx, id);
  if (before === 'closed') throw conflict(TICKET_CLOSED_NO_REPLY);
  if (before === 'open') await writeTicketStatus(tx, id, 'answered');
  return { before, after: before === 'open' ? 'answered' : before };
}
