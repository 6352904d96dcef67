import {
  CONTACT_STATUS_LABELS,
  formatInr,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  paiseToRupees,
  QUOTE_STATUS_LABELS,
  STAFF_ROLE_NAMES,
  STOCK_ADJUSTMENT_REASON_LABELS,
  TICKET_STATUS_LABELS,
} from '@makerbazaar/core';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { categories, productImages, products } from '../../db/schema/catalog.js';
import { orders } from '../../db/schema/commerce.js';
import { contactMessages, faqEntries } from '../../db/schema/content.js';
import { coupons } from '../../db/schema/coupons.js';
import { courses } from '../../db/schema/courses.js';
import { outbox } from '../../db/schema/outbox.js';
import { projects } from '../../db/schema/projects.js';
import type { AuditChanges } from '../../db/schema/staff.js';
import { supportRequests } from '../../db/schema/support.js';
import { users } from '../../db/schema/users.js';

/*
 * The audit log says each staff write as a sentence a shop owner reads: "Price ₹69 → ₹65 on
 * HC-SR04", not "price_paise 6900→6500, product #28". The log keeps ids and raw values (it is
 * append-only, and names change); the names are looked up as the log is read, so a product renamed
 * since is named as it is now, and one deleted since by what the entry itself kept, or its number.
 */

/** What a sentence names things by: `kind:id` → name, for the entries of one page of the log. */
export type AuditNames = Map<string, string>;

interface Entry {
  action: string;
  entity: string;
  entityId: string;
  changes: AuditChanges;
}

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** The ids of each kind the entries name, the entries' own and those their changes point at. */
function idsNamedBy(entries: Entry[]): Map<string, Set<number>> {
  const ids = new Map<string, Set<number>>();
  const add = (kind: string, value: unknown) => {
    const id = numberOf(typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
    if (id !== null) ids.set(kind, (ids.get(kind) ?? new Set()).add(id));
  };
  for (const entry of entries) {
    add(KIND_OF_ENTITY[entry.entity] ?? entry.entity, entry.entityId);
    for (const side of ['before', 'after'] as const) {
      add('category', entry.changes.category_id?.[side]);
      add('product', entry.changes.product_id?.[side]);
    }
  }
  return ids;
}

/** Staff and customers are both people of the users table. */
const KIND_OF_ENTITY: Record<string, string> = { staff: 'user', customer: 'user' };

/** How each kind of thing is named, looked up by id. */
const NAME_LOOKUPS: Record<string, (db: Queryable, ids: number[]) => Promise<{ id: number; name: string }[]>> = {
  product: (db, ids) =>
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
  category: (db, ids) =>
    db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids)),
  order: (db, ids) =>
    db.select({ id: orders.id, name: orders.orderNumber }).from(orders).where(inArray(orders.id, ids)),
  coupon: (db, ids) => db.select({ id: coupons.id, name: coupons.code }).from(coupons).where(inArray(coupons.id, ids)),
  course: (db, ids) => db.select({ id: courses.id, name: courses.title }).from(courses).where(inArray(courses.id, ids)),
  project: (db, ids) =>
    db.select({ id: projects.id, name: projects.title }).from(projects).where(inArray(projects.id, ids)),
  faq: (db, ids) =>
    db.select({ id: faqEntries.id, name: faqEntries.question }).from(faqEntries).where(inArray(faqEntries.id, ids)),
  user: (db, ids) => db.select({ id: users.id, name: users.username }).from(users).where(inArray(users.id, ids)),
  ticket: (db, ids) =>
    db
      .select({ id: supportRequests.id, name: supportRequests.ticketNumber })
      .from(supportRequests)
      .where(inArray(supportRequests.id, ids)),
  quote: (db, ids) =>
    db
      .select({ id: bulkQuoteRequests.id, name: bulkQuoteRequests.reference })
      .from(bulkQuoteRequests)
      .where(inArray(bulkQuoteRequests.id, ids)),
  contact: (db, ids) =>
    db
      .select({ id: contactMessages.id, name: contactMessages.subject })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids)),
  email: (db, ids) => db.select({ id: outbox.id, name: outbox.to }).from(outbox).where(inArray(outbox.id, ids)),
};

/**
 * The names the sentences of these entries need, in one query per kind. A picture is named by its
 * product, whose id the picture's row (or, once deleted, the entry itself) holds.
 */
export async function namesForAudit(db: Queryable, entries: Entry[]): Promise<AuditNames> {
  const ids = idsNamedBy(entries);
  const names: AuditNames = new Map();
  const pictures = [...(ids.get('product_image') ?? [])];
  if (pictures.length > 0) {
    const rows = await db
      .select({ id: productImages.id, productId: productImages.productId })
      .from(productImages)
      .where(inArray(productImages.id, pictures));
    for (const row of rows) {
      names.set(`product_image:${row.id}`, String(row.productId));
      ids.set('product', (ids.get('product') ?? new Set()).add(row.productId));
    }
  }
  for (const [kind, lookup] of Object.entries(NAME_LOOKUPS)) {
    const wanted = [...(ids.get(kind) ?? [])];
    if (wanted.length === 0) continue;
    for (const row of await lookup(db, wanted)) names.set(`${kind}:${row.id}`, row.name);
  }
  return names;
}

const QUOTE_LIMIT = 60;

/** A short text in quotes, cut at QUOTE_LIMIT characters. */
function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `“${line.length > QUOTE_LIMIT ? `${line.slice(0, QUOTE_LIMIT - 1)}…` : line}”`;
}

const rupeesOfPaise = (value: unknown) => (typeof value === 'number' ? formatInr(paiseToRupees(value)) : 'none');
const rupees = (value: unknown) => (typeof value === 'number' ? formatInr(value) : 'none');

/** A value as a sentence shows it: lists joined, nothing as "none", text in quotes. */
function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return quoted(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => plain(item)).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** How one field's change reads: its name and how its values are written, or that it changed. */
interface FieldWords {
  name: string;
  value?: (value: unknown, names: AuditNames) => string;
  /** Long texts and lists: the sentence says they were edited; the details show the values. */
  edited?: true;
  /** A yes/no field: what turning it on and off is called. */
  switched?: [on: string, off: string];
}

/** Roles by their names: "Catalogue, Orders". */
const roleNames = (roles: unknown) =>
  Array.isArray(roles) && roles.length > 0
    ? roles.map((role) => STAFF_ROLE_NAMES[role as keyof typeof STAFF_ROLE_NAMES] ?? String(role)).join(', ')
    : 'none';

const label = (labels: Record<string, string>) => (value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? value) : plain(value);

const FIELDS: Record<string, FieldWords> = {
  name: { name: 'Name' },
  title: { name: 'Title' },
  slug: { name: 'Web address', value: (v) => (typeof v === 'string' ? v : plain(v)) },
  brand: { name: 'Brand' },
  category_id: {
    name: 'Category',
    value: (v, names) => (numberOf(v) === null ? 'none' : (names.get(`category:${v}`) ?? `category #${v}`)),
  },
  category: { name: 'Category' },
  price_paise: { name: 'Price', value: rupeesOfPaise },
  original_price_paise: { name: 'MRP', value: rupeesOfPaise },
  description: { name: 'Description', edited: true },
  specifications: { name: 'Specifications', edited: true },
  answer: { name: 'Answer', edited: true },
  syllabus: { name: 'Syllabus', edited: true },
  steps: { name: 'Steps', edited: true },
  topics: { name: 'Topics', edited: true },
  kit: { name: 'Kit', edited: true },
  terms: { name: 'Terms', edited: true },
  tags: { name: 'Tags', edited: true },
  parts: { name: 'Parts list', edited: true },
  image: { name: 'Picture', edited: true },
  featured_image: { name: 'Picture', edited: true },
  datasheet_url: { name: 'Datasheet link', edited: true },
  is_featured: { name: 'Featured', switched: ['Featured', 'No longer featured'] },
  is_published: { name: 'Published', switched: ['Published', 'Unpublished'] },
  hsn_code: { name: 'HSN code', value: (v) => (typeof v === 'string' ? v : plain(v)) },
  gst_rate: { name: 'GST', value: (v) => (typeof v === 'number' ? `${v}%` : plain(v)) },
  sort_order: { name: 'Position', value: plain },
  stock: { name: 'Stock', value: plain },
  code: { name: 'Code', value: (v) => (typeof v === 'string' ? v : plain(v)) },
  min_order: { name: 'Minimum order', value: rupees },
  max_discount: { name: 'Largest discount', value: rupees },
  starts_on: { name: 'Starts on', value: (v) => (typeof v === 'string' ? v : plain(v)) },
  expires_on: { name: 'Expires on', value: (v) => (typeof v === 'string' ? v : plain(v)) },
  usage_limit: { name: 'Uses allowed', value: (v) => (v === null ? 'no limit' : plain(v)) },
  per_customer_limit: { name: 'Uses per customer', value: plain },
  customers: { name: 'Customers', value: plain },
  roles: { name: 'Roles', value: (v) => roleNames(v) },
  status: { name: 'Status', value: label({ ...ORDER_STATUS_LABELS, ...TICKET_STATUS_LABELS, ...QUOTE_STATUS_LABELS }) },
  payment_status: { name: 'Payment', value: label(PAYMENT_STATUS_LABELS) },
  carrier: { name: 'Courier' },
  tracking_number: { name: 'Tracking number', value: (v) => (typeof v === 'string' ? v : plain(v)) },
  refunded_amount: { name: 'Refunded', value: rupees },
  alt: { name: 'Picture description' },
};

/** A field name of the log (`min_order`) as words (Min order), for a field no entry above describes. */
const asWords = (field: string) => {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One changed field as a phrase: "Price ₹69 → ₹65", "Hidden from the shop", "Description edited". */
function fieldPhrase(entity: string, field: string, change: { before: unknown; after: unknown }, names: AuditNames) {
  const words = FIELDS[field] ?? { name: asWords(field) };
  // Whether a product, category or coupon is on sale reads as what it means for the shop.
  const switched =
    field === 'is_active'
      ? entity === 'coupon'
        ? (['Switched on', 'Switched off'] as const)
        : (['Shown in the shop', 'Hidden from the shop'] as const)
      : words.switched;
  if (switched && typeof change.after === 'boolean') return change.after ? switched[0] : switched[1];
  if (words.edited)
    return `${words.name} ${change.before === null || change.before === undefined ? 'added' : 'edited'}`;
  const write = words.value ?? plain;
  return `${words.name} ${write(change.before, names)} → ${write(change.after, names)}`;
}

/** The changed fields as phrases, those of `skip` left out (the sentence says them already). */
function phrases(entry: Entry, names: AuditNames, skip: readonly string[] = []): string[] {
  return Object.entries(entry.changes)
    .filter(([field]) => !skip.includes(field))
    .map(([field, change]) => fieldPhrase(entry.entity, field, change, names));
}

/** What the entry is about, by name: "HC-SR04", "order MB20261121-1042", "coupon WELCOME10". */
function subjectOf(entry: Entry, names: AuditNames): string {
  const id = entry.entityId;
  const named = (kind: string) => names.get(`${kind}:${id}`);
  const kept = (field: string) => {
    const value = entry.changes[field]?.before ?? entry.changes[field]?.after;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  switch (entry.entity) {
    case 'product':
      return named('product') ?? kept('name') ?? `product #${id}`;
    case 'product_image': {
      const productId = names.get(`product_image:${id}`) ?? String(entry.changes.product_id?.before ?? '');
      return names.get(`product:${productId}`) ?? (productId ? `product #${productId}` : `picture #${id}`);
    }
    case 'category':
      return id === 'all' ? 'the categories' : `category ${named('category') ?? kept('name') ?? `#${id}`}`;
    case 'order':
      return `order ${named('order') ?? `#${id}`}`;
    case 'coupon':
      return `coupon ${named('coupon') ?? kept('code') ?? `#${id}`}`;
    case 'course':
      return `course ${quoted(named('course') ?? kept('title') ?? `#${id}`)}`;
    case 'project':
      return `project ${quoted(named('project') ?? kept('title') ?? `#${id}`)}`;
    case 'faq':
      return id === 'all' ? 'the FAQ' : `FAQ ${quoted(named('faq') ?? kept('question') ?? `#${id}`)}`;
    case 'staff':
    case 'customer':
      return named('user') ?? kept('username') ?? `account #${id}`;
    case 'ticket':
      return `ticket ${named('ticket') ?? `#${id}`}`;
    case 'quote':
      return `quote ${named('quote') ?? `#${id}`}`;
    case 'contact':
      return `message ${named('contact') ? quoted(named('contact') as string) : `#${id}`}`;
    case 'email':
      return `e-mail #${id}${named('email') ? ` to ${named('email')}` : ''}`;
    case 'delivery_rules':
      return 'the delivery rules';
    default:
      return `${asWords(entry.entity).toLowerCase()} #${id}`;
  }
}

/** The field changes of an update, said of their subject: one as "X on Y", several as "Changed Y: X; Z". */
function changedSentence(subject: string, list: string[], verb = 'Changed'): string {
  if (list.length === 0) return `${verb} ${subject}, no field changed`;
  if (list.length === 1) return `${list[0]} on ${subject}`;
  return `${verb} ${subject}: ${list.map((phrase) => phrase.charAt(0).toLowerCase() + phrase.slice(1)).join('; ')}`;
}

/** Rupees by which a refunded amount grew, from the entry's before and after. */
function refundedNow(entry: Entry): string {
  const { before, after } = entry.changes.refunded_amount ?? {};
  return typeof before === 'number' && typeof after === 'number' ? formatInr(after - before) : 'money';
}

/** The PIN codes added to and taken off a list of the delivery rules. */
function pincodeChanges(name: string, change: { before: unknown; after: unknown } | undefined): string | null {
  if (!change || !Array.isArray(change.before) || !Array.isArray(change.after)) return null;
  const [was, is] = [change.before as unknown[], change.after as unknown[]];
  const added = is.filter((code) => !was.includes(code));
  const removed = was.filter((code) => !is.includes(code));
  const parts = [
    added.length ? `added ${added.join(', ')}` : '',
    removed.length ? `removed ${removed.join(', ')}` : '',
  ];
  return `${name}: ${parts.filter(Boolean).join('; ')}`;
}

/** The sentence of one audit entry; an action this code does not know still reads, from its fields. */
export function auditSentence(entry: Entry, names: AuditNames): string {
  const subject = subjectOf(entry, names);
  const after = (field: string) => entry.changes[field]?.after;
  switch (entry.action) {
    case 'product.create':
      return `Added product ${subject}`;
    case 'product.import':
      // An import writes a new product's every field, with nothing before.
      return Object.values(entry.changes).every((change) => change.before === null)
        ? `Added product ${subject} by CSV import`
        : `${changedSentence(subject, phrases(entry, names))} (CSV import)`;
    case 'product.bulk_activate':
      return `Put ${subject} on sale`;
    case 'product.bulk_deactivate':
      return `Hid ${subject} from the shop`;
    case 'product_image.add':
      return `Added a picture to ${subject}`;
    case 'product_image.delete':
      return `Removed a picture from ${subject}`;
    case 'product_image.reorder':
      return `Reordered the pictures of ${subject}`;
    case 'stock.adjust': {
      const reason = [label(STOCK_ADJUSTMENT_REASON_LABELS)(after('reason')), after('note')].filter(
        (part) => typeof part === 'string' && part !== '' && part !== 'none',
      );
      return `${fieldPhrase('product', 'stock', entry.changes.stock ?? { before: null, after: null }, names)} on ${subject}${
        reason.length ? ` (${reason.join(': ')})` : ''
      }`;
    }
    case 'category.create':
    case 'course.create':
    case 'project.create':
    case 'faq.create':
      return `Added ${subject}`;
    case 'coupon.create':
      return `Created ${subject}`;
    case 'category.reorder':
    case 'faq.reorder':
      return `Reordered ${subject}`;
    case 'course.publish':
    case 'project.publish':
    case 'faq.publish':
      return `Published ${subject}`;
    case 'course.unpublish':
    case 'project.unpublish':
    case 'faq.unpublish':
      return `Unpublished ${subject}`;
    case 'faq.delete':
      return `Deleted ${subject}`;
    case 'staff.add':
      return `Made ${subject} staff: ${roleNames(after('roles'))}`;
    case 'staff.roles':
      return `Roles of ${subject}: ${roleNames(entry.changes.roles?.before)} → ${roleNames(after('roles'))}`;
    case 'staff.remove':
      return `Removed ${subject} from the staff (was ${roleNames(entry.changes.roles?.before)})`;
    case 'staff.create_owner':
      return `Created the owner account ${subject}`;
    case 'customer.deactivate':
      return `Deactivated the account of ${subject}`;
    case 'customer.reactivate':
      return `Reactivated the account of ${subject}`;
    case 'order.confirm':
      return `Confirmed ${subject}`;
    case 'order.pack':
      return `Marked ${subject} packed`;
    case 'order.ship':
      return `Shipped ${subject} with ${plainText(after('carrier'))}, tracking number ${plainText(after('tracking_number'))}`;
    case 'order.deliver':
      return `Marked ${subject} delivered`;
    case 'order.cancel':
      return `Cancelled ${subject}${after('payment_status') === 'refund_pending' ? '; its payment is to be refunded' : ''}`;
    case 'order.refund':
      return `Refunded ${refundedNow(entry)} on ${subject}`;
    case 'order.return_payment':
      return `Sent back ${rupees(after('returned_amount'))} of payment ${plainText(after('returned_payment'))} on ${subject}`;
    case 'delivery_rules.update': {
      const lists = [
        pincodeChanges('No delivery to', entry.changes.no_delivery),
        pincodeChanges('No cash on delivery to', entry.changes.no_cod),
        entry.changes.zone_days ? 'delivery days of the zones changed' : null,
      ].filter((part): part is string => part !== null);
      return `Changed the delivery rules${lists.length ? `: ${lists.join('; ')}` : ''}`;
    }
    case 'outbox.retry':
      return `Sent ${subject} again`;
    case 'ticket.reply':
    case 'quote.reply':
    case 'contact.reply':
      return `Replied to ${subject}${statusChange(entry)}`;
    case 'ticket.status':
    case 'quote.status':
    case 'contact.status':
      return `Marked ${subject} ${statusName(entry.entity, after('status'))}`;
    default:
      return changedSentence(subject, phrases(entry, names, ['product_id']));
  }
}

const plainText = (value: unknown) => (typeof value === 'string' ? value : plain(value));

const STATUS_NAMES: Record<string, Record<string, string>> = {
  ticket: TICKET_STATUS_LABELS,
  quote: QUOTE_STATUS_LABELS,
  contact: CONTACT_STATUS_LABELS,
};

const statusName = (entity: string, status: unknown) =>
  typeof status === 'string' ? (STATUS_NAMES[entity]?.[status] ?? status).toLowerCase() : plain(status);

function statusChange(entry: Entry): string {
  const change = entry.changes.status;
  return change ? `; marked ${statusName(entry.entity, change.after)}` : '';
}
