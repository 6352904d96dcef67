// The columns most tables share, written once: each call makes a new column of the same SQL.
import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** What happens to a row when the row it refers to is deleted. */
type OnDelete = 'cascade' | 'restrict' | 'set null';

/** The table's own number, given by a sequence. */
export const id = () => serial('id').primaryKey();

/** A moment, kept with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A moment the row records as it is written: now unless given. */
export const writtenAt = (name: string) => moment(name).notNull().defaultNow();

/** When the row was written. */
export const createdAt = () => writtenAt('created_at');

/** When the row was written and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: writtenAt('updated_at') });

/** The id of a row of another table that this row cannot be without. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) =>
  integer(name).notNull().references(target, { onDelete });
