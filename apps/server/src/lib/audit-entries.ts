// The audit entries the back office's editors write alike.
import type { Queryable } from '../db/client.js';
import { type AuditActor, type AuditedFields, recordAudit } from '../modules/audit/audit.service.js';

/** Records that staff created an entry: `<entity>.create`, with what it holds. */
export function recordCreation(
  tx: Queryable,
  actor: AuditActor,
  entity: 'coupon' | 'course' | 'project' | 'faq',
  entityId: number,
  after: AuditedFields,
): Promise<void> {
  return recordAudit(tx, actor, { action: `${entity}.create`, entity, entityId, after });
}

/** Records that staff changed an entry: `<entity>.update`, with what it held before and holds now. */
export function recordUpdate(
  tx: Queryable,
  actor: AuditActor,
  entity: 'category' | 'coupon' | 'product_image' | 'delivery_rules',
  entityId: number | string,
  before: AuditedFields,
  after: AuditedFields,
): Promise<void> {
  return recordAudit(tx, actor, { action: `${entity}.update`, entity, entityId, before, after });
}

/**
 * Records a change of a content entry in the audit log: `<entity>.publish` or `<entity>.unpublish`
 * when only `is_published` changed, `<entity>.update` otherwise.
 */
export async function recordContentChange(
  tx: Queryable,
  actor: AuditActor,
  entity: 'course' | 'project' | 'faq',
  entityId: number,
  before: AuditedFields,
  after: AuditedFields,
): Promise<void> {
  // Values are compared by what they hold: lists and translations are objects.
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const published = after.is_published ? 'publish' : 'unpublish';
  const action = changed.length === 1 && changed[0] === 'is_published' ? published : 'update';
  await recordAudit(tx, actor, { action: `${entity}.${action}`, entity, entityId, before, after });
}
