import { backInStockSubscribers } from './modules/back-in-stock/back-in-stock-subscribers.js';
import type { Subscriber } from './modules/events/event-delivery.js';
import { invoiceSubscribers } from './modules/invoices/invoice-subscribers.js';
import { accountNoticeSubscribers } from './modules/notifications/account-notices.js';
import { courseNoticeSubscribers } from './modules/notifications/course-notices.js';
import { orderNoticeSubscribers } from './modules/notifications/order-notices.js';
import { staffNoticeSubscribers } from './modules/notifications/staff-notices.js';
import { wishlistSubscribers } from './modules/wishlist/wishlist-subscribers.js';

/**
 * Every module's reactions to domain events, in the order they run for one event: the one place
 * that knows who reacts to what, so modules record what happened instead of importing each other
 * for side effects (docs/decisions/025-domain-events.md).
 */
export const EVENT_SUBSCRIBERS: readonly Subscriber[] = [
  ...invoiceSubscribers,
  ...orderNoticeSubscribers,
  ...accountNoticeSubscribers,
  ...courseNoticeSubscribers,
  ...staffNoticeSubscribers,
  ...backInStockSubscribers,
  ...wishlistSubscribers,
];
