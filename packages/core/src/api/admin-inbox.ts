import { z } from 'zod';
import {
  type InboxThreadKind,
  QUOTE_STATUSES,
  type QuoteStatus,
  TICKET_STATUSES,
  type TicketStatus,
} from '../rules/inbox.js';
import { multilineText, paginatedSchema, paginationQuerySchema, text } from './common.js';
import { SUPPORT_TOPICS } from './support.js';

/** A contact-form message is new until staff have dealt with it. */
export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: 'New', handled: 'Handled' };

/**
 * The status moves staff may make by hand, per thread kind. A reply moves an open ticket to
 * answered, a new quote to quoted and a new message to handled by itself; a closed ticket is
 * reopened before it is answered again, and a won or lost quote can only go back to quoted.
 */
export const TICKET_STATUS_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['answered', 'closed'],
  answered: ['open', 'closed'],
  closed: ['open'],
};
export const QUOTE_STATUS_MOVES: Record<QuoteStatus, readonly QuoteStatus[]> = {
  new: ['quoted', 'lost'],
  quoted: ['won', 'lost'],
  won: ['quoted'],
  lost: ['quoted'],
};
export const CONTACT_STATUS_MOVES: Record<ContactStatus, readonly ContactStatus[]> = {
  new: ['handled'],
  handled: ['new'],
};

/**
 * Why a status move is refused, naming the moves that are allowed: "This ticket is closed; it can
 * be marked open, not answered."
 */
export function refusedMoveMessage<S extends string>(
  noun: string,
  from: S,
  to: S,
  moves: Record<S, readonly S[]>,
  labels: Record<S, string>,
): string {
  const allowed = moves[from].map((status) => labels[status].toLowerCase());
  const choices = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed[0];
  return `This ${noun} is ${labels[from].toLowerCase()}; it can be marked ${choices}, not ${labels[to].toLowerCase()}.`;
}

export const TICKET_CLOSED_NO_REPLY = 'This ticket is closed. Reopen it before replying.';

/** The path segment of each thread kind under `/api/admin/inbox/`, and the tab of the inbox screen. */
export const INBOX_KIND_PATHS: Record<InboxThreadKind, 'messages' | 'tickets' | 'quotes'> = {
  contact: 'messages',
  ticket: 'tickets',
  quote: 'quotes',
};

/** What a staff member types to find a thread: a reference, a name, an e-mail address or words of it. */
export const inboxSearchParam = text()
  .trim()
  .max(100, 'Ensure this field has no more than 100 characters.')
  .optional()
  .transform((value) => (value ? value : undefined));

export const INBOX_ORDERINGS = ['created_at', '-created_at'] as const;
const orderingParam = z.enum(INBOX_ORDERINGS, { message: 'Sort by created_at or -created_at.' }).default('-created_at');

const statusParam = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.enum(statuses, { message: `Choose a status among ${statuses.join(', ')}.` }).optional();

const listQuery = <T extends readonly [string, ...string[]]>(statuses: T) =>
  paginationQuerySchema.extend({
    status: statusParam(statuses),
    search: inboxSearchParam,
    ordering: orderingParam,
  });

/** `GET /api/admin/inbox/messages/`, `…/tickets/`, `…/quotes/`: by status and search, newest first by default. */
export const contactListQuerySchema = listQuery(CONTACT_STATUSES);
export const ticketListQuerySchema = listQuery(TICKET_STATUSES);
export const quoteListQuerySchema = listQuery(QUOTE_STATUSES);
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

const rowBase = {
  id: z.number().int(),
  /** The reference the customer was given: SR-…, BQ-…, or the message number. */
  reference: z.string(),
  email: z.string(),
  /** Staff replies on the thread so far. */
  replies: z.number().int(),
  created_at: z.string(),
};

export const contactRowSchema = z.object({
  ...rowBase,
  name: z.string(),
  subject: z.string(),
  status: z.enum(CONTACT_STATUSES),
});
export type ContactRow = z.infer<typeof contactRowSchema>;

export const ticketRowSchema = z.object({
  ...rowBase,
  name: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  order_number: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;

export const quoteRowSchema = z.object({
  ...rowBase,
  organisation: z.string(),
  contact_name: z.string(),
  item_count: z.number().int(),
  needed_by: z.string(),
  status: z.enum(QUOTE_STATUSES),
});
export type QuoteRow = z.infer<typeof quoteRowSchema>;

export const contactPageSchema = paginatedSchema(contactRowSchema);
export const ticketPageSchema = paginatedSchema(ticketRowSchema);
export const quotePageSchema = paginatedSchema(quoteRowSchema);

/** A staff reply kept on a thread, oldest first. */
export const inboxReplySchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type InboxReply = z.infer<typeof inboxReplySchema>;

const threadBase = {
  id: z.number().int(),
  reference: z.string(),
  email: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  replies: z.array(inboxReplySchema),
};

/** One thread: the request as the customer sent it, then the staff replies in order. */
export const inboxThreadSchema = z.discriminatedUnion('kind', [
  z.object({
    ...threadBase,
    kind: z.literal('contact'),
    status: z.enum(CONTACT_STATUSES),
    name: z.string(),
    subject: z.string(),
    message: z.string(),
  }),
  z.object({
    ...threadBase,
    kind: z.literal('ticket'),
    status: z.enum(TICKET_STATUSES),
    name: z.string(),
    topic: z.enum(SUPPORT_TOPICS),
    order_number: z.string().nullable(),
    message: z.string(),
    /** The signed-in customer who sent it, if any. */
    customer_id: z.number().int().nullable(),
  }),
  z.object({
    ...threadBase,
    kind: z.literal('quote'),
    status: z.enum(QUOTE_STATUSES),
    organisation: z.string(),
    gstin: z.string().nullable(),
    contact_name: z.string(),
    phone: z.string(),
    items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    needed_by: z.string(),
    notes: z.string().nullable(),
    customer_id: z.number().int().nullable(),
  }),
]);
export type InboxThread = z.infer<typeof inboxThreadSchema>;
export type ContactThread = Extract<InboxThread, { kind: 'contact' }>;
export type TicketThread = Extract<InboxThread, { kind: 'ticket' }>;
export type QuoteThread = Extract<InboxThread, { kind: 'quote' }>;

/** `POST /api/admin/inbox/<kind>/{id}/replies/`: e-mailed to the customer and kept on the thread. */
export const inboxReplyInputSchema = z.object({
  body: multilineText({ message: 'Write a reply.' })
    .trim()
    .min(1, 'Write a reply.')
    .max(5000, 'Ensure this field has no more than 5000 characters.'),
});
export type InboxReplyInput = z.input<typeof inboxReplyInputSchema>;

const statusInput = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.object({ status: z.enum(statuses, { message: `Choose a status among ${statuses.join(', ')}.` }) });

/** `PATCH /api/admin/inbox/<kind>/{id}/`: a status move by hand (see the *_STATUS_MOVES tables). */
export const contactStatusInputSchema = statusInput(CONTACT_STATUSES);
export const ticketStatusInputSchema = statusInput(TICKET_STATUSES);
export const quoteStatusInputSchema = statusInput(QUOTE_STATUSES);

/** `GET /api/admin/inbox/subscribers/`: active newsletter subscribers, newest first. */
export const subscriberListQuerySchema = paginationQuerySchema.extend({ search: inboxSearchParam });
export const subscriberSchema = z.object({ id: z.number().int(), email: z.string(), subscribed_at: z.string() });
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberPageSchema = paginatedSchema(subscriberSchema);

/** The tabs of the inbox screen, as its `tab` query parameter names them. */
export const INBOX_TABS = ['messages', 'tickets', 'quotes', 'subscribers'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
