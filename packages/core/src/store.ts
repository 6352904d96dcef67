/**
 * Business constants of the shop, shared by the server and the storefront so both apply the same
 * rules. Money is integer paise.
 */

import { phrase } from './rules/language.js';

export const CURRENCY = 'INR';
export const LOCALE = 'en-IN';
/** Order numbers, reference numbers and dates such as 'needed by' follow the shop's calendar. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** The shop's address as letters and invoices set it, a line each. */
const SHOP_ADDRESS_LINES = ['2nd Floor, 14 Church Street', 'Bengaluru, Karnataka 560001'] as const;

export const SHOP = {
  name: 'MakerBazaar',
  /** The supplier as registered for GST, printed on tax invoices with its GSTIN. */
  legalName: 'MakerBazaar Retail Private Limited',
  gstin: '29AAKCM4821Q1ZQ',
  supportEmail: 'support@makerbazaar.in',
  supportPhone: '+91 80 4718 2200',
  address: SHOP_ADDRESS_LINES.join(', '),
  addressLines: SHOP_ADDRESS_LINES,
  /** The state the shop supplies from: a sale delivered there pays CGST + SGST, elsewhere IGST. */
  state: 'Karnataka',
  supportHours: 'Monday–Saturday, 9AM–6PM',
} as const;

export const FREE_SHIPPING_PROMO_RUPEES = 999;
export const RETURN_WINDOW_DAYS = 7;
/** How soon e-mails and support requests are answered, as the shop promises in its pages and e-mails. */
export const EMAIL_REPLY_TIME = phrase('24 hours');
export const DATA_DELETION_BUSINESS_DAYS = 7;

export const COD_FEE_PAISE = 5_000;
export const COD_FEE_BELOW_PAISE = 50_000;
export const COD_LIMIT_PAISE = 5_000_000;

export const LOW_STOCK_THRESHOLD = 10;
export const CANCELLATION_WINDOW_MS = 60 * 60 * 1000;

export const ORDERS_REFRESH_MS = 30_000;
export const WISHLIST_REFRESH_MS = 30_000;
export const NOTIFICATIONS_REFRESH_MS = 30_000;
export const SLIDESHOW_INTERVAL_MS = 4_000;
export const CAROUSEL_DEFAULT_INTERVAL_MS = 5_000;
export const ORDER_SUCCESS_REDIRECT_MS = 3_000;
export const EMPTY_CART_CHECK_MS = 1_000;

export const PRICE_FILTER = { min: 0, max: 10_000, step: 100 } as const;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
