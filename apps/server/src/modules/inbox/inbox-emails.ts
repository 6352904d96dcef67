import { type InboxThreadKind, SHOP } from '@makerbazaar/core';
import type { EmailMessage } from '../email/outbox.service.js';

/** The thread a reply answers, as the e-mail needs it. */
export interface RepliedThread {
  kind: InboxThreadKind;
  reference: string;
  email: string;
  /** Whom to greet: the sender's name, or the quote's contact person. */
  name: string;
  /** A contact message's own subject; tickets and quotes are named by their reference. */
  subject?: string;
}

function subjectOf(thread: RepliedThread): string {
  switch (thread.kind) {
    case 'ticket':
      return `Re: your support request ${thread.reference}`;
    case 'quote':
      return `Re: your bulk quote request ${thread.reference}`;
    case 'contact':
      return `Re: ${thread.subject} (message ${thread.reference})`;
  }
}

/**
 * A staff reply, e-mailed to the address the thread came from. The customer's own words are not
 * quoted back: the address is whatever a public form was given, and the reference is enough for
 * them to find what they wrote.
 */
export function inboxReplyEmail(thread: RepliedThread, body: string): EmailMessage {
  return {
    to: thread.email,
    kind: `${thread.kind}_reply`,
    subject: subjectOf(thread),
    text:
      `Hello ${thread.name},\n\n${body}\n\n` +
      `Reference: ${thread.reference}. To write back, reply to this e-mail or write to ${SHOP.supportEmail} quoting it.` +
      `\n\n— The MakerBazaar team\n${SHOP.supportEmail} · ${SHOP.supportPhone}`,
  };
}
