import type { Language, SupportTopic, TrackingLink } from '@makerbazaar/core';
import { en } from './en.js';
import { hi } from './hi.js';
import { ta } from './ta.js';
import { te } from './te.js';

/**
 * Everything the e-mails to customers say, in one language: each e-mail in the language the
 * customer reads the shop in. Values (names, numbers, amounts, links) come in already written;
 * a language module that misses a text does not compile. The shop's own inbox gets English.
 */
export interface EmailTexts {
  greeting: (name: string) => string;
  /** The greeting of an e-mail to an address a form gave, with no name to use. */
  helloGuest: string;
  team: string;
  /** How soon the shop answers e-mail (the shop's EMAIL_REPLY_TIME). */
  replyTime: string;
  /** When the phone is answered (the shop's supportHours). */
  supportHours: string;
  /** Under an acknowledgement, which reaches whoever's address a form was given. */
  notYou: string;

  welcome: { subject: string; body: (v: { username: string; loginUrl: string }) => string };
  passwordReset: { subject: string; body: (v: { resetUrl: string }) => string };
  /**
   * To an address given for an account with no verified address yet (`newAccount`: at sign-up, or
   * corrected before verifying) or as a verified account's new address, which nobody has proven
   * yet: the link and the shop's own words, nothing the customer typed.
   */
  emailVerification: { subject: string; body: (v: { link: string; hours: number; newAccount: boolean }) => string };
  /** To the verified address an account is changing away from; nothing the customer typed. */
  emailChangeNotice: {
    subject: string;
    body: (v: { profileUrl: string; supportEmail: string; phone: string; hours: string }) => string;
  };

  orderPlaced: {
    subject: (orderNumber: string) => string;
    thanks: (orderNumber: string) => string;
    total: (v: { total: string; payment: string }) => string;
    invoiceAttached: (invoiceNumber: string) => string;
    shippingTo: (address: string) => string;
    whatNext: (ordersUrl: string) => string;
    /** An order of courses alone. */
    nothingToShip: (ordersUrl: string) => string;
    payment: { cod: string; online: string };
    couponLine: (v: { code: string; amount: string }) => string;
  };

  orderUpdate: {
    subject: (v: { step: string; orderNumber: string }) => string;
    follow: (ordersUrl: string) => string;
    confirmed: { step: string; body: (v: { orderNumber: string }) => string };
    packed: { step: string; body: (v: { orderNumber: string }) => string };
    shipped: {
      step: string;
      /** `link` opens the parcel, or the courier's tracking page to type the number in; null for a courier the shop does not know. */
      body: (v: { orderNumber: string; carrier: string; trackingNumber: string; link: TrackingLink | null }) => string;
    };
    delivered: { step: string; body: (v: { orderNumber: string; returnDays: number }) => string };
    cancelled: {
      step: string;
      byShop: (v: { orderNumber: string }) => string;
      byCustomer: (v: { orderNumber: string }) => string;
      refundDue: string;
      /** The credit note the cancellation issued against the tax invoice, attached as a PDF. */
      creditNoteAttached: (creditNoteNumber: string) => string;
    };
    refunded: {
      step: string;
      body: (v: { amount: string; orderNumber: string; whole: boolean }) => string;
      bankTime: string;
      /** Instead of `bankTime` when staff sent the money by bank transfer (a cash on delivery order). */
      bankTransfer: (reference: string) => string;
      /** The credit note the refund issued against the tax invoice, attached as a PDF. */
      creditNoteAttached: (creditNoteNumber: string) => string;
    };
    /** The shop's reason, as staff wrote it (in English). */
    reason: (reason: string) => string;
  };

  courseEnrolment: {
    subject: (title: string) => string;
    enrolled: (title: string) => string;
    facts: (v: { instructor: string; duration: string; level: string }) => string;
    coursePage: (url: string) => string;
    kitHeading: string;
    kitIntro: string;
    noKit: string;
    syllabusHeading: string;
    stuck: (supportEmail: string) => string;
  };

  newsletter: { subject: string; body: (v: { shopUrl: string; unsubscribeUrl: string }) => string };

  supportAcknowledgement: {
    subject: (ticketNumber: string) => string;
    thanks: (ticketNumber: string) => string;
    topic: (topic: string) => string;
    order: (orderNumber: string) => string;
    reply: (v: { replyTime: string; phone: string; hours: string }) => string;
    topics: Record<SupportTopic, string>;
  };

  bulkQuoteAcknowledgement: {
    subject: (reference: string) => string;
    body: (v: {
      reference: string;
      itemCount: number;
      neededBy: string;
      replyTime: string;
      supportEmail: string;
    }) => string;
  };

  /** "Notify me when it is back", for a guest: the link that confirms the address, then the one notice. */
  backInStock: {
    confirmSubject: (productName: string) => string;
    confirmBody: (v: { productName: string; confirmUrl: string; days: number }) => string;
    noticeSubject: (productName: string) => string;
    noticeBody: (v: { productName: string; productUrl: string }) => string;
  };
}

export const EMAIL_TEXTS: Record<Language, EmailTexts> = { en, hi, te, ta };
