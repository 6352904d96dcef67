import { EMAIL_REPLY_TIME, SHOP } from '@makerbazaar/core';
import { CANCELLATION_WINDOW, COD_FEE, COD_FEE_BELOW, COD_LIMIT, DISPATCH_TIME, RETURN_WINDOW } from './shop-policy';

export const FAQ_CATEGORIES = ['Orders', 'Returns', 'Technical', 'Payment', 'Coupons', 'Security', 'Delivery'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
}

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    id: 'cancel-order',
    category: 'Orders',
    question: 'Can I cancel my order?',
    answer: `Yes, within ${CANCELLATION_WINDOW} of placing it, as long as it is still pending or confirmed. Open My Orders and choose Cancel Order. Once an order is being packed or has shipped it can no longer be cancelled, but you can return it after delivery. Prepaid orders are refunded to the original payment method.`,
  },
  {
    id: 'return-policy',
    category: 'Returns',
    question: 'What is your return policy?',
    answer: `You can return a product within ${RETURN_WINDOW} of delivery if it is unused, undamaged and in its original packaging. A part that arrives faulty or is not what you ordered is replaced or refunded in full. To start a return, e-mail ${SHOP.supportEmail} with your order number and photos of the item. Parts that have been soldered, programmed with a modified bootloader or damaged by wrong wiring cannot be returned.`,
  },
  {
    id: 'delivery-time',
    category: 'Delivery',
    question: 'How soon will my order be dispatched and delivered?',
    answer: `Orders are processed and dispatched from Bengaluru within ${DISPATCH_TIME}. Delivery usually takes 2–4 days to metro cities and 4–7 days elsewhere in India, depending on your PIN code. The courier's tracking number appears in My Orders as soon as the parcel ships.`,
  },
  {
    id: 'payment-methods',
    category: 'Payment',
    question: 'Which payment methods do you accept?',
    answer: `UPI, credit and debit cards and net banking, all processed securely by Razorpay. Cash on delivery is available on orders up to ${COD_LIMIT}; a COD fee of ${COD_FEE} applies when the order total is under ${COD_FEE_BELOW}.`,
  },
  {
    id: 'gst-invoice',
    category: 'Orders',
    question: 'Do prices include GST?',
    answer: `Yes. Every price on MakerBazaar includes GST, and the order confirmation e-mail lists each item with the price you paid. Shipping is free, so the total at checkout is what you pay (plus the cash on delivery fee on small COD orders).`,
  },
  {
    id: 'board-not-detected',
    category: 'Technical',
    question: 'My board is not detected by my computer. What should I do?',
    answer: `Most of the time the USB cable is charge-only: try a cable you know carries data. Boards with a CH340 or CP2102 USB chip need that driver on Windows and older macOS; install it, reconnect the board and pick the new COM or /dev/tty port in the Arduino IDE. If it still does not appear, e-mail ${SHOP.supportEmail} with the board name, your operating system and a photo of the setup, and our technical team will reply within ${EMAIL_REPLY_TIME}.`,
  },
  {
    id: 'apply-coupon',
    category: 'Coupons',
    question: 'How do I use a coupon code?',
    answer: `We do not issue coupon codes at present: the price on each product is the price you pay, with GST included and shipping free.`,
  },
  {
    id: 'payment-security',
    category: 'Security',
    question: 'Is it safe to pay on MakerBazaar?',
    answer: `Yes. Online payments are handled by Razorpay, a PCI DSS compliant payment gateway, so your card number, CVV and UPI PIN are entered on Razorpay's secure page and never reach or stay on our servers. The whole site runs over HTTPS, and your password is stored only as a salted hash.`,
  },
];

/** The short FAQ on the contact page. */
export const CONTACT_FAQ: FaqEntry[] = [
  {
    id: 'reply-time',
    category: 'Orders',
    question: 'How quickly will you reply?',
    answer: `We read e-mail and contact-form messages every day and reply within ${EMAIL_REPLY_TIME}. For something urgent, call ${SHOP.supportPhone} (${SHOP.supportHours}).`,
  },
  {
    id: 'where-is-my-order',
    category: 'Delivery',
    question: 'Where is my order?',
    answer: `Orders are dispatched within ${DISPATCH_TIME}, and the tracking number appears in My Orders once the parcel ships. If it has not moved for three days, write to us with your order number.`,
  },
  {
    id: 'project-help',
    category: 'Technical',
    question: 'Can you help me with my project?',
    answer:
      'Yes, for parts bought from us. Send the part names, your wiring diagram or a clear photo of the circuit and the code you are running, and one of our engineers will help you find the problem.',
  },
  {
    id: 'bulk-quote',
    category: 'Orders',
    question: 'Do you supply colleges and companies?',
    answer:
      'Yes. We supply labs, colleges and companies with GST invoices, volume pricing and purchase orders. See the Bulk Orders page for how to request a quote.',
  },
];

/** The entries whose question or answer contains the query, ignoring case; all of them for a blank query. */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle),
  );
}
