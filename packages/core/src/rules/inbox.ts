/** Where a support ticket stands: open until staff answer, answered, then closed. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** Where a bulk quote request stands: new, quoted by staff, then won or lost. */
export const QUOTE_STATUSES = ['new', 'quoted', 'won', 'lost'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'New',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** The kinds of inbox thread a staff reply belongs to. */
export const INBOX_THREAD_KINDS = ['contact', 'ticket', 'quote'] as const;
export type InboxThreadKind = (typeof INBOX_THREAD_KINDS)[number];
