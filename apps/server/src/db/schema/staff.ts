import type { StaffRole } from '@makerbazaar/core';
import { STAFF_ROLES } from '@makerbazaar/core';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, writtenAt } from './columns.js';
import { users } from './users.js';

/**
 * The back-office roles of each user (docs/decisions/009-staff-roles.md). `users.is_staff` mirrors
 * "has at least one row here" and is written in the same transaction as these rows.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    role: text('role', { enum: STAFF_ROLES }).$type<StaffRole>().notNull(),
    grantedAt: writtenAt('granted_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('staff_roles_role_idx').on(t.role)],
);

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * Every staff write, appended by modules/audit/audit.service.ts. A trigger refuses UPDATE and
 * DELETE, so the record cannot be rewritten afterwards. The actor is kept by id and by name, without
 * a foreign key: removing a user must neither fail nor rewrite the rows of what they did.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
