import { DELIVERY_ZONES } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** What a serviceability rule refuses: delivery altogether, or cash on delivery only. */
export const PINCODE_RULE_KINDS = ['no_delivery', 'no_cod'] as const;

/**
 * Serviceability rules staff set under Delivery: each names a whole PIN code or its first digits.
 * Written only by modules/delivery/delivery.service.ts (docs/decisions/017-delivery-by-pincode.md).
 */
export const pincodeRules = pgTable(
  'delivery_pincode_rules',
  {
    kind: text('kind', { enum: PINCODE_RULE_KINDS }).notNull(),
    prefix: text('prefix').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.prefix] }),
    check('delivery_pincode_rules_kind', sql`${t.kind} IN ('no_delivery', 'no_cod')`),
    check('delivery_pincode_rules_prefix', sql`${t.prefix} ~ '^[1-9][0-9]{0,5}$'`),
  ],
);

/** The working days each zone takes, where staff changed core's defaults; a zone without a row uses them. */
export const zoneDeliveryDays = pgTable(
  'delivery_zone_days',
  {
    zone: text('zone', { enum: DELIVERY_ZONES }).primaryKey(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
  },
  (t) => [
    check('delivery_zone_days_zone', sql.raw(`zone IN (${DELIVERY_ZONES.map((zone) => `'${zone}'`).join(', ')})`)),
    check('delivery_zone_days_range', sql`0 <= ${t.minDays} AND ${t.minDays} <= ${t.maxDays}`),
  ],
);
