import {
  type AdminArea,
  type CreateOwnerInput,
  type Paginated,
  ROLE_AREAS,
  SHOP,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@makerbazaar/core';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { staffRoles } from '../../db/schema/staff.js';
import { users } from '../../db/schema/users.js';
import { conflict, fieldErrors, notFound } from '../../lib/errors.js';
import { countRows, onePage, type PageRequest, paginate } from '../../lib/pagination.js';
import { isUniqueViolation } from '../../lib/unique-violations.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { limitSessionsToStaffLifetime } from '../auth/auth.service.js';
import { hashPassword } from '../auth/passwords.js';
import { enqueueEmail } from '../email/outbox.service.js';

const NOT_STAFF = 'This person is not on the staff.';
const LAST_OWNER =
  'This is the last owner of the shop. Make someone else an owner first, so the shop is never left without one.';

const inRoleOrder = (roles: StaffRole[]) => STAFF_ROLES.filter((role) => roles.includes(role));

/** A user's staff roles, in the order of STAFF_ROLES; none for a customer. */
export async function rolesOf(db: Queryable, userId: number): Promise<StaffRole[]> {
  const rows = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId));
  return inRoleOrder(rows.map((row) => row.role));
}

const staffColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
};
const isStaffMember = sql`exists (select 1 from ${staffRoles} where ${staffRoles.userId} = ${users.id})`;

async function withRoles(db: Queryable, people: Omit<StaffMember, 'roles'>[]): Promise<StaffMember[]> {
  if (people.length === 0) return [];
  const rows = await db
    .select({ userId: staffRoles.userId, role: staffRoles.role })
    .from(staffRoles)
    .where(
      inArray(
        staffRoles.userId,
        people.map((person) => person.id),
      ),
    );
  return people.map((person) => ({
    ...person,
    roles: inRoleOrder(rows.filter((row) => row.userId === person.id).map((row) => row.role)),
  }));
}

export async function listStaff(db: Database, page: PageRequest, url: string): Promise<Paginated<StaffMember>> {
  const total = await countRows(db, users, isStaffMember);
  const people = await onePage(
    db.select(staffColumns).from(users).where(isStaffMember).orderBy(asc(users.username), asc(users.id)).$dynamic(),
    page,
  );
  return paginate(url, page, total, await withRoles(db, people));
}

/** Active staff with a verified address whose roles open `area` (ROLE_AREAS), to be told of work there; in username order. */
export async function staffWhoOpen(
  db: Queryable,
  area: AdminArea,
): Promise<{ email: string; username: string; firstName: string }[]> {
  const roles = STAFF_ROLES.filter((role) => ROLE_AREAS[role].includes(area));
  return (
    db
      .selectDistinct({ email: users.email, username: users.username, firstName: users.firstName })
      .from(users)
      .innerJoin(staffRoles, eq(staffRoles.userId, users.id))
      // Staff e-mails follow the customers' rule: only a verified address receives anything.
      .where(and(inArray(staffRoles.role, roles), eq(users.isActive, true), isNotNull(users.emailVerifiedAt)))
      .orderBy(asc(users.username))
  );
}

/** The active owners, whom a staff member asks for a role they lack; `name` is empty when they gave none. */
export async function activeOwners(db: Queryable): Promise<{ username: string; name: string }[]> {
  const owners = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(staffRoles, eq(staffRoles.userId, users.id))
    .where(and(eq(staffRoles.role, 'owner'), eq(users.isActive, true)))
    .orderBy(asc(users.username));
  return owners.map((owner) => ({ username: owner.username, name: `${owner.firstName} ${owner.lastName}`.trim() }));
}

async function staffMember(db: Queryable, userId: number): Promise<StaffMember> {
  const [person] = await db.select(staffColumns).from(users).where(eq(users.id, userId));
  if (!person) throw notFound(NOT_STAFF);
  const [member] = await withRoles(db, [person]);
  if (!member || member.roles.length === 0) throw notFound(NOT_STAFF);
  return member;
}

/**
 * Writes a user's roles and keeps `users.is_staff` in step ("has any role"), in the caller's
 * transaction. A user given roles keeps no customer-length session: theirs are cut to the staff lifetime.
 */
async function writeRoles(tx: Transaction, userId: number, roles: StaffRole[]): Promise<void> {
  await tx.delete(staffRoles).where(eq(staffRoles.userId, userId));
  if (roles.length > 0) await tx.insert(staffRoles).values(roles.map((role) => ({ userId, role })));
  await tx
    .update(users)
    .set({ isStaff: roles.length > 0 })
    .where(eq(users.id, userId));
  if (roles.length > 0) await limitSessionsToStaffLifetime(tx, userId);
}

/**
 * Locks the owners' rows and refuses a change that would leave the shop without an owner. The lock
 * makes two owners removing each other at the same moment take turns, so the second sees the first's change.
 */
async function keepAnOwner(tx: Transaction, userId: number, rolesAfter: StaffRole[]): Promise<void> {
  if (rolesAfter.includes('owner')) return;
  const owners = await tx
    .select({ userId: staffRoles.userId })
    .from(staffRoles)
    .where(eq(staffRoles.role, 'owner'))
    .for('update');
  if (owners.some((owner) => owner.userId === userId) && owners.length === 1) throw conflict(LAST_OWNER);
}

function invitationEmail(
  person: { email: string; firstName: string; username: string },
  roles: StaffRole[],
  shopUrl: string,
) {
  return {
    to: person.email,
    kind: 'staff_invitation',
    subject: 'You have been added to the MakerBazaar staff',
    text:
      `Hi ${person.firstName || person.username},\n\n` +
      `Your MakerBazaar account "${person.username}" now has staff access (${roles.join(', ')}). ` +
      `Sign in as usual at ${shopUrl}/login and open ${shopUrl}/admin. ` +
      'For safety, staff sessions end after 12 hours, so you will be asked to sign in again more often.' +
      `\n\n— The MakerBazaar team\n${SHOP.supportEmail}`,
  };
}

/** Makes an existing, active account with a verified address staff with the given roles, and tells them by e-mail. */
export async function addStaff(
  db: Database,
  actor: AuditActor,
  input: { account: string; roles: StaffRole[] },
  shopUrl: string,
): Promise<StaffMember> {
  const account = input.account.toLowerCase();
  try {
    const userId = await db.transaction(async (tx) => {
      const [person] = await tx
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          username: users.username,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(
          and(
            sql`(lower(${users.username}) = ${account} or lower(${users.email}) = ${account})`,
            eq(users.isActive, true),
          ),
        )
        .limit(1);
      if (!person) throw fieldErrors({ account: ['No active account has this username or e-mail.'] });
      // Staff hold the shop's keys: their address must be proven theirs, not merely typed by whoever
      // signed up with it (someone may have signed up with a colleague's address to be made staff).
      if (!person.emailVerifiedAt) {
        throw conflict(
          `${person.username} has not verified their e-mail address yet. Ask them to open the link we sent ` +
            'them (their profile sends it again), then add them.',
        );
      }
      if ((await rolesOf(tx, person.id)).length > 0) {
        throw conflict(`${person.username} is already on the staff. Change their roles instead.`);
      }
      await writeRoles(tx, person.id, input.roles);
      await recordAudit(tx, actor, {
        action: 'staff.add',
        entity: 'staff',
        entityId: person.id,
        before: { roles: [] },
        after: { roles: input.roles },
      });
      await enqueueEmail(tx, invitationEmail(person, input.roles, shopUrl));
      return person.id;
    });
    return staffMember(db, userId);
  } catch (error) {
    // Two owners adding the same person at once: the second finds the roles just written.
    if (isUniqueViolation(error))
      throw conflict('This person was just added to the staff. Change their roles instead.');
    throw error;
  }
}

export async function setStaffRoles(
  db: Database,
  actor: AuditActor,
  userId: number,
  roles: StaffRole[],
): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    await keepAnOwner(tx, userId, roles);
    const before = await rolesOf(tx, userId);
    if (before.length === 0) throw notFound(NOT_STAFF);
    // Nothing changes, so nothing is written or recorded.
    if (before.join() === roles.join()) return;
    await writeRoles(tx, userId, roles);
    await recordAudit(tx, actor, {
      action: 'staff.roles',
      entity: 'staff',
      entityId: userId,
      before: { roles: before },
      after: { roles },
    });
  });
  return staffMember(db, userId);
}

export async function removeStaff(db: Database, actor: AuditActor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await keepAnOwner(tx, userId, []);
    const before = await rolesOf(tx, userId);
    if (before.length === 0) throw notFound(NOT_STAFF);
    await writeRoles(tx, userId, []);
    await recordAudit(tx, actor, {
      action: 'staff.remove',
      entity: 'staff',
      entityId: userId,
      before: { roles: before },
      after: { roles: [] },
    });
  });
}

/** Who the audit log names for what `npm run admin` does. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, username: 'command line (npm run admin)' };

/**
 * Creates an owner account (`npm run admin -- create-owner`). A username or e-mail already taken is
 * a field error, so the command can say which one. The address counts as verified: whoever runs the
 * command on the server machine already holds the shop, and an owner must hear of the shop's e-mails
 * before any mail server may be set up.
 */
export async function createOwner(db: Database, input: CreateOwnerInput): Promise<StaffMember> {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${input.username.toLowerCase()} or lower(${users.email}) = ${input.email.toLowerCase()}`,
    );
  const errors: Record<string, string[]> = {};
  if (taken.some((user) => user.username.toLowerCase() === input.username.toLowerCase()))
    errors.username = [`The username ${input.username} is already taken.`];
  if (taken.some((user) => user.email.toLowerCase() === input.email.toLowerCase()))
    errors.email = [`The e-mail ${input.email} already belongs to an account.`];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const passwordHash = await hashPassword(input.password);
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, email: input.email, passwordHash, emailVerifiedAt: new Date() })
        .returning({ id: users.id });
      if (!user) throw new Error('the owner was not created');
      await writeRoles(tx, user.id, ['owner']);
      await recordAudit(tx, COMMAND_LINE_ACTOR, {
        action: 'staff.create_owner',
        entity: 'staff',
        entityId: user.id,
        before: { roles: [] },
        after: { username: input.username, email: input.email, roles: ['owner'] },
      });
      return user.id;
    });
    return staffMember(db, userId);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors({ username: ['This username or e-mail was just taken.'] });
    throw error;
  }
}
