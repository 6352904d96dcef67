import { eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `/api/products/12/` or `/api/products/arduino-uno-r3/`: the row with that id, or that slug. */
export function byIdOrSlug(id: PgColumn, slug: PgColumn, value: string): SQL {
  return /^\d{1,9}$/.test(value) ? (or(eq(id, Number(value)), eq(slug, value)) as SQL) : eq(slug, value.toLowerCase());
}
