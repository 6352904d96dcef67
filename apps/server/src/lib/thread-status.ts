// The status of a request in the back office's inbox (a contact message, support ticket or bulk
// quote request), as staff move it and as a reply moves it.
import { refusedMoveMessage } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client.js';
import { conflict, notFound } from './errors.js';

/** A request's status before and after a staff member's move or reply. */
export interface StatusMove<S extends string> {
  before: S;
  after: S;
}

/** The request's `column`, its row locked until `tx` ends so two staff members' moves take turns. */
export async function lockedRequestColumn<Column extends PgColumn>(
  tx: Transaction,
  table: PgTable & { id: PgColumn },
  column: Column,
  id: number,
  notFoundMessage: string,
): Promise<Column['_']['data']> {
  const [row] = await tx
    .select({ value: column })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw notFound(notFoundMessage);
  return row.value as Column['_']['data'];
}

/** A move by staff along the request's allowed `moves`; asking for the status it has changes nothing. */
export async function moveStatus<S extends string>(
  before: S,
  to: S,
  rules: { noun: string; moves: Record<S, readonly S[]>; labels: Record<S, string> },
  write: (status: S) => Promise<void>,
): Promise<StatusMove<S>> {
  if (before === to) return { before, after: to };
  if (!rules.moves[before].includes(to)) {
    throw conflict(refusedMoveMessage(rules.noun, before, to, rules.moves, rules.labels));
  }
  await write(to);
  return { before, after: to };
}
