import type { AuditEntry, AuditQuery, Paginated } from '@makerbazaar/core';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { type AuditChanges, auditLog } from '../../db/schema/staff.js';
import { newestFirst, paginate } from '../../lib/pagination.js';
import { auditSentence, namesForAudit } from './audit-sentences.js';

/** The staff member who made a change. */
export interface AuditActor {
  /** None for the command line. */
  id: number | null;
  username: string;
}

export type AuditedFields = Record<string, unknown>;

export interface AuditRecord {
  /** What was done, as `entity.verb`: `staff.add`, `staff.roles`, `product.update`. */
  action: string;
  entity: string;
  entityId: string | number;
  /** The entity's fields before the write; absent when it was created. */
  before?: AuditedFields;
  /** The entity's fields after the write; absent when it was deleted. */
  after?: AuditedFields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs between `before` and `after`, with both values. */
export function changedFields(before: AuditedFields = {}, after: AuditedFields = {}): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[field] ?? null, after[field] ?? null];
    if (!same(was, is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

/**
 * Appends one staff write to the audit log. Every admin write calls it with the transaction of the
 * write itself, so a change is never made without its record, nor recorded without being made.
 */
export async function recordAudit(tx: Queryable, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    changes: changedFields(record.before, record.after),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Newest first; `from` and `to` are whole UTC days, both included. */
export async function listAudit(db: Database, query: AuditQuery, url: string): Promise<Paginated<AuditEntry>> {
  const filters: SQL[] = [];
  if (query.actor !== undefined) filters.push(eq(auditLog.actorId, query.actor));
  if (query.entity !== undefined) filters.push(eq(auditLog.entity, query.entity));
  if (query.from) filters.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  const where = and(...filters);
  const page = { page: query.page, pageSize: query.page_size };
  const { total, rows } = await newestFirst(db, auditLog, where, page);
  const names = await namesForAudit(db, rows);
  return paginate(
    url,
    page,
    total,
    rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_username: row.actorUsername,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      changes: row.changes,
      summary: auditSentence(row, names),
      created_at: row.createdAt.toISOString(),
    })),
  );
}
