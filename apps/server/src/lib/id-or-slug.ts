import { MAX_ID } from '@makerbazaar/core';
import { eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `/api/products/12/` or `/api/products/arduino-uno-r3/`: the row with that id, or that slug. A number
 * beyond the integer column's range can only be a slug: comparing it with the id would fail in the database.
 */
export function byIdOrSlug(id: PgColumn, slug: PgColumn, value: string): SQL {
  return /^\d{1,10}$/.test(value) && Number(value) <= MAX_ID
    ? (or(eq(id, Number(value)), eq(slug, value)) as SQL)
    : eq(slug, value.toLowerCase());
}
