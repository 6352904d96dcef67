import { dateInIndia } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';

/**
 * `YYYYMMDD-N`: the shop's date in India and the next value of a sequence (20261121-1042), the
 * body of order, ticket and quote numbers. Unique, and short enough to read out on the phone.
 */
export async function datedNumber(db: Queryable, sequence: string, now: Date, minDigits = 1): Promise<string> {
  const [row] = await db.select({ n: sql<string>`nextval(${sequence}::regclass)::text` }).from(sql`(select 1) as one`);
  if (!row) throw new Error(`sequence ${sequence} gave no value`);
  return `${dateInIndia(now).replaceAll('-', '')}-${row.n.padStart(minDigits, '0')}`;
}
