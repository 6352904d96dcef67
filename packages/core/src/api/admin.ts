import { z } from 'zod';
import { checkPasswordPair, emailField, passwordField, REQUIRED, usernameField } from './auth.js';
import { idSchema, paginatedSchema, paginationQuerySchema, shopDateSchema, text } from './common.js';

/** The roles a staff member may hold; a user holds zero or more. */
export const STAFF_ROLES = ['owner', 'catalogue', 'orders', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role as staff read it. */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  catalogue: 'Catalogue',
  orders: 'Orders',
  support: 'Support',
};

/** The parts of the back office a route belongs to; each admin route needs exactly one. */
export const ADMIN_AREAS = [
  'staff',
  'audit',
  'outbox',
  'accounts',
  'catalogue',
  'orders',
  'customers',
  'support',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/**
 * What each role may open: the one table the server checks and the web app hides screens by.
 * `customers` is a read-only area; `accounts` (deactivating and reactivating a customer's account)
 * is the owner's, and so is `outbox`: e-mails carry customers' links and details.
 */
export const ROLE_AREAS: Record<StaffRole, readonly AdminArea[]> = {
  owner: ADMIN_AREAS,
  catalogue: ['catalogue'],
  orders: ['orders', 'customers'],
  support: ['support', 'customers'],
};

/** The areas a holder of these roles may open, in the order of ADMIN_AREAS. */
export function areasOfRoles(roles: readonly StaffRole[]): AdminArea[] {
  return ADMIN_AREAS.filter((area) => roles.some((role) => ROLE_AREAS[role].includes(area)));
}

const roleField = z.enum(STAFF_ROLES, { message: `Choose roles among ${STAFF_ROLES.join(', ')}.` });
const rolesField = z
  .array(roleField, { message: 'Give the roles as a list.' })
  .min(1, 'Choose at least one role; to remove someone from the staff, delete their staff access instead.')
  .max(STAFF_ROLES.length)
  .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role)));

/** `GET /api/admin/me/`: who is signed in to the back office and what they may open. */
export const adminMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(roleField),
  areas: z.array(z.enum(ADMIN_AREAS)),
  /** The shop's owners: whom a staff member asks for a role their screens need. */
  owners: z.array(z.object({ username: z.string(), name: z.string() })),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(roleField),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffPageSchema = paginatedSchema(staffMemberSchema);

/** Makes an existing customer account staff: `account` is its username or e-mail. */
export const addStaffSchema = z.object({
  account: text({ message: REQUIRED })
    .trim()
    .min(1, 'Enter the username or e-mail of an existing account.')
    .max(254, 'Ensure this field has no more than 254 characters.'),
  roles: rolesField,
});
export type AddStaffInput = z.input<typeof addStaffSchema>;

export const updateStaffRolesSchema = z.object({ roles: rolesField });
export type UpdateStaffRolesInput = z.input<typeof updateStaffRolesSchema>;

/**
 * One staff write: `changes` holds, per changed field, its value before and after; `summary` says it
 * as a sentence a shop owner reads ("Price ₹69 → ₹65 on HC-SR04"), naming products, categories,
 * courses and projects by name, orders by number, coupons by code and people by username.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  summary: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit/`: by actor (user id), entity, and a date range (inclusive, UTC days). */
export const auditQuerySchema = paginationQuerySchema
  .extend({
    actor: text()
      .regex(/^\d{1,9}$/, 'A valid integer is required.')
      .transform(Number)
      .pipe(idSchema)
      .optional(),
    entity: text().trim().min(1).max(50).optional(),
    from: shopDateSchema.optional(),
    to: shopDateSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date cannot be after the end date.',
    path: ['from'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = paginatedSchema(auditEntrySchema);

/** The first owner, made on the command line (`npm run admin -- create-owner`): the sign-up rules apply. */
export const createOwnerSchema = z
  .object({ username: usernameField, email: emailField, password: passwordField })
  .superRefine(checkPasswordPair('password'));
export type CreateOwnerInput = z.output<typeof createOwnerSchema>;
