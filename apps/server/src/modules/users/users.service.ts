import {
  type changePasswordSchema,
  DEFAULT_SETTINGS,
  type Language,
  type registerSchema,
  type Settings,
  type User,
  type updateProfileSchema,
  type updateSettingsSchema,
} from '@makerbazaar/core';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { userSettings, users } from '../../db/schema/users.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { fieldErrors, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/unique-violations.js';
import { endAllSessions } from '../auth/auth.service.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { recordEvent } from '../events/domain-events.js';
import { EMAIL_TAKEN, emailTaken, requestAddressChange, sendVerificationLink } from './email-verification.service.js';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    date_joined: row.dateJoined.toISOString(),
    is_staff: row.isStaff,
    profile: { phone: row.phone, address: row.address },
    email_verified: row.emailVerifiedAt !== null,
    pending_email: row.pendingEmail,
  };
}

const USERNAME_TAKEN = 'A user with that username already exists.';

/** Which unique field a unique-violation (23505) hit, from its index name. */
function duplicateFieldErrors(error: unknown) {
  const constraint = String(
    (error as { cause?: { constraint?: string }; constraint?: string })?.cause?.constraint ??
      (error as { constraint?: string })?.constraint ??
      '',
  );
  return fieldErrors(constraint.includes('email') ? { email: [EMAIL_TAKEN] } : { username: [USERNAME_TAKEN] });
}

/**
 * Creates a customer account. Its address receives only the link that verifies it (nothing the
 * customer typed): the welcome, and every other e-mail, follow once the link is followed.
 */
export async function registerUser(
  db: Database,
  input: z.output<typeof registerSchema>,
  shopUrl: string,
  /** The language the shop was read in when signing up: the account keeps it. */
  language: Language,
): Promise<User> {
  const [sameName] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`)
    .limit(1);
  const errors: Record<string, string[]> = {};
  if (sameName) errors.username = [USERNAME_TAKEN];
  if (await emailTaken(db, input.email)) errors.email = [EMAIL_TAKEN];
  if (Object.keys(errors).length) throw fieldErrors(errors);

  const passwordHash = await hashPassword(input.password);
  try {
    return await withRetriedTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          passwordHash,
        })
        .returning();
      if (!row) throw new Error('user was not created');
      await tx.insert(userSettings).values({ userId: row.id, ...DEFAULT_SETTINGS, language });
      await sendVerificationLink(tx, { id: row.id, language }, row.email, shopUrl, true);
      await recordEvent(tx, { type: 'user.registered', payload: { userId: row.id, username: row.username, language } });
      return toUser(row);
    });
  } catch (error) {
    // Two sign-ups with the same name at once: the unique index decides, the loser gets a field error.
    if (isUniqueViolation(error)) throw duplicateFieldErrors(error);
    throw error;
  }
}

export async function getUser(db: Queryable, userId: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found.');
  return toUser(row);
}

/**
 * Changes the profile's fields. A new e-mail address does not take over until its link is followed
 * (`requestAddressChange`); the answer shows it as the pending address meanwhile.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  input: z.output<typeof updateProfileSchema>,
  shopUrl: string,
): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      const address = input.email === undefined ? {} : await requestAddressChange(tx, userId, input.email, shopUrl);
      const changes = {
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        address: input.address,
        ...address,
      };
      if (Object.values(changes).every((v) => v === undefined)) return getUser(tx, userId);
      const [row] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
      if (!row) throw notFound('User not found.');
      return toUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldErrors({ email: [EMAIL_TAKEN] });
    throw error;
  }
}

/**
 * Sets the new password after checking the old one, ends every session of the account and tells its
 * owner. A pending address change is dropped with the sessions: whoever took a session may have asked for it.
 */
export async function changePassword(
  db: Database,
  userId: number,
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, input.old_password))) {
    throw fieldErrors({ old_password: ['Your old password was entered incorrectly. Please enter it again.'] });
  }
  const passwordHash = await hashPassword(input.new_password);
  await withRetriedTransaction(db, async (tx) => {
    await tx.update(users).set({ passwordHash, pendingEmail: null }).where(eq(users.id, userId));
    await endAllSessions(tx, userId);
    await recordEvent(tx, { type: 'user.password_changed', payload: { userId } });
  });
}

export async function getSettings(db: Queryable, userId: number): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    notifications: { ...DEFAULT_SETTINGS.notifications, ...row.notifications },
    theme: row.theme,
    language: row.language,
  };
}

export async function updateSettings(
  db: Database,
  userId: number,
  input: z.output<typeof updateSettingsSchema>,
): Promise<Settings> {
  return db.transaction(async (tx) => {
    const current = await getSettings(tx, userId);
    const next: Settings = {
      notifications: { ...current.notifications, ...input.notifications },
      theme: input.theme ?? current.theme,
      language: input.language ?? current.language,
    };
    await tx
      .insert(userSettings)
      .values({ userId, ...next })
      .onConflictDoUpdate({ target: userSettings.userId, set: { ...next, updatedAt: new Date() } });
    return next;
  });
}
