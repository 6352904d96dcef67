import { z } from 'zod';
import { formatIndianDate, startOfIndianDay } from '../rules/dates.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../store.js';

export const CHARACTERS_NOT_ALLOWED = 'This field contains characters that are not allowed.';

// Control characters (\p{Cc}) are never part of what a customer types (PostgreSQL refuses NUL outright), and
// an unpaired surrogate (\p{Cs}; with the `u` flag only unpaired ones match) is not text at all. One-line
// fields also refuse tabs and line breaks: they end up in e-mail headers, labels and invoices.
const NOT_ONE_LINE = /[\p{Cc}\p{Cs}]/u;
const NOT_MULTILINE = /(?![\t\n])[\p{Cc}\p{Cs}]/u;

/**
 * Every string a request carries starts here: one line of text without control characters.
 * Chain `.trim()`, `.min()`, `.max()`, `.regex()` as on any `z.string()`.
 */
export function text(params?: { message?: string }) {
  return z
    .string(params)
    .refine((value) => !NOT_ONE_LINE.test(value), { message: CHARACTERS_NOT_ALLOWED, abort: true });
}

/** A message, an address or notes: tabs and line breaks allowed, a Windows line break kept as one newline. */
export function multilineText(params?: { message?: string }) {
  return z
    .string(params)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .refine((value) => !NOT_MULTILINE.test(value), { message: CHARACTERS_NOT_ALLOWED, abort: true });
}

/** Ids are PostgreSQL `integer`s: a larger number is refused here rather than failing in the database. */
export const MAX_ID = 2_147_483_647;
const NOT_AN_INTEGER = 'A valid integer is required.';

/** An id in a JSON body. */
export const idSchema = z
  .number({ message: NOT_AN_INTEGER })
  .int(NOT_AN_INTEGER)
  .min(1, 'Ensure this value is at least 1.')
  .max(MAX_ID, `Ensure this value is at most ${MAX_ID}.`);

/** An id in a path (`/api/orders/12/`). */
export const idParam = z.coerce
  .number({ message: NOT_AN_INTEGER })
  .int(NOT_AN_INTEGER)
  .min(1, 'Ensure this value is at least 1.')
  .max(MAX_ID, `Ensure this value is at most ${MAX_ID}.`);

/** A query-string value that may appear once or repeated (`brand=a&brand=b`). */
export const repeatableParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(text().trim().min(1, 'This value may not be blank.').max(100)).max(30));

export const booleanParam = z
  .enum(['true', 'false', '1', '0'], { message: 'Must be true or false.' })
  .transform((value) => value === 'true' || value === '1');

/** Rupees in a query string: digits with at most two decimals. */
export const rupeesParam = text()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter a valid amount in rupees.')
  .transform(Number);

const positiveIntParam = (max: number) =>
  text()
    .regex(/^\d{1,6}$/, 'A valid integer is required.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Ensure this value is at least 1.').max(max, `Ensure this value is at most ${max}.`));

export const paginationQuerySchema = z.object({
  page: positiveIntParam(1_000_000).default(1),
  page_size: positiveIntParam(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/**
 * The calendar dates the shop can mean: every coupon, order, quote and report of it falls within
 * them. Outside, a date failed in the database: PostgreSQL has no year 0, and a day after
 * 9999-12-31 has no YYYY-MM-DD.
 */
export const SHOP_DATE_RANGE = { first: '2000-01-01', last: '2099-12-31' } as const;

/**
 * Every calendar date a request carries (YYYY-MM-DD, a real day, within SHOP_DATE_RANGE), in a
 * body or a query string. Chain `.refine()` for a narrower range.
 */
export const shopDateSchema = z.iso
  .date({ message: 'Enter a valid date.', abort: true })
  .refine((date) => date >= SHOP_DATE_RANGE.first && date <= SHOP_DATE_RANGE.last, {
    message: `Choose a date from ${formatIndianDate(startOfIndianDay(SHOP_DATE_RANGE.first))} to ${formatIndianDate(startOfIndianDay(SHOP_DATE_RANGE.last))}.`,
    abort: true,
  });

/** Lists answer `{count, next, previous, results}` as Django REST Framework does. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Id or slug in a path: `/api/products/12/` and `/api/products/arduino-uno-r3/`. */
export const idOrSlugParam = text()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/i, 'Not a valid id or slug.');

export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/** Field errors as `{field: [messages]}`; `non_field_errors` for the request as a whole. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** What a 400 carries: field errors, or a `detail` when the request as a whole is unreadable. */
export const badRequestSchema = z.union([fieldErrorsSchema, detailSchema]);
