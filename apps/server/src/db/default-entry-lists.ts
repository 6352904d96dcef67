// A customer's list of saved entries with exactly one default (the address book, the saved payment
// methods): the first entry saved becomes the default, and deleting it passes the mark to the newest left.
import { and, count, desc, eq, getTableName, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { notFound } from '../lib/errors.js';
import type { Queryable, Transaction } from './client.js';
import { users } from './schema/users.js';

type EntryTable = PgTable & { id: PgColumn; userId: PgColumn; isDefault: PgColumn; createdAt: PgColumn };

export function defaultEntryList<Table extends EntryTable>(table: Table, notFoundMessage: string) {
  type Row = Table['$inferSelect'];
  const ofCustomer = (userId: number, ...also: SQL[]) => and(eq(table.userId, userId), ...also);
  const marked = (isDefault: boolean) => ({ isDefault }) as PgUpdateSetSource<Table>;

  async function clearDefault(tx: Transaction, userId: number): Promise<void> {
    await tx
      .update(table)
      .set(marked(false))
      .where(ofCustomer(userId, eq(table.isDefault, true)));
  }

  return {
    /** The default first, then the newest. */
    list: (db: Queryable, userId: number) =>
      db
        .select()
        .from(table as PgTable)
        .where(ofCustomer(userId))
        .orderBy(desc(table.isDefault), desc(table.createdAt), desc(table.id)) as Promise<Row[]>,

    /** One customer's list changes one request at a time, so "exactly one default" always holds. */
    async lock(tx: Transaction, userId: number): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    /** The customer's own entry; another customer's is not found. */
    async own(db: Queryable, userId: number, id: number): Promise<Row> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(ofCustomer(userId, eq(table.id, id)));
      if (!row) throw notFound(notFoundMessage);
      return row as Row;
    },

    async count(tx: Transaction, userId: number): Promise<number> {
      const [saved] = await tx
        .select({ n: count() })
        .from(table as PgTable)
        .where(ofCustomer(userId));
      return saved?.n ?? 0;
    },

    clearDefault,

    /** Saves an entry, in a locked list; it becomes the default when asked or when it is the first. */
    async insert(
      tx: Transaction,
      userId: number,
      values: Omit<Table['$inferInsert'], 'userId' | 'isDefault'>,
      makeDefault: boolean,
    ): Promise<Row> {
      const isDefault = makeDefault || (await this.count(tx, userId)) === 0;
      if (isDefault) await clearDefault(tx, userId);
      const [row] = await tx
        .insert(table)
        .values({ ...values, userId, isDefault } as Table['$inferInsert'])
        .returning();
      if (!row) throw new Error(`${getTableName(table)} row was not saved`);
      return row as Row;
    },

    /** Moves the mark to this entry, in a locked list. */
    async makeDefault(tx: Transaction, userId: number, id: number): Promise<Row> {
      await this.own(tx, userId, id);
      await clearDefault(tx, userId);
      const [row] = (await tx.update(table).set(marked(true)).where(eq(table.id, id)).returning()) as Row[];
      if (!row) throw notFound(notFoundMessage);
      return row;
    },

    /** Deletes the entry, in a locked list; deleting the default passes the mark to the newest entry left. */
    async remove(tx: Transaction, userId: number, id: number): Promise<void> {
      const [removed] = await tx
        .delete(table)
        .where(ofCustomer(userId, eq(table.id, id)))
        .returning({ isDefault: table.isDefault });
      if (!removed?.isDefault) return;
      const [next] = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(ofCustomer(userId, ne(table.id, id)))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(1);
      if (next) await tx.update(table).set(marked(true)).where(eq(table.id, next.id));
    },
  };
}
