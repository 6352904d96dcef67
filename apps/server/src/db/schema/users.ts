import type { NotificationSwitch } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, requiredRef, writtenAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    dateJoined: writtenAt('date_joined'),
    lastLogin: moment('last_login'),
    /**
     * Access tokens issued (JWT `iat`) before this instant are refused: set when a password change,
     * a password reset or a deactivation ends every session. Whole seconds, as `iat` is.
     */
    sessionsValidAfter: moment('sessions_valid_after'),
    /**
     * When `email` was proven to be the customer's (a verification or password-reset link sent to it
     * was followed); null until then, and until then it receives only its verification e-mail.
     */
    emailVerifiedAt: moment('email_verified_at'),
    /**
     * An address the customer changed to, waiting for its link to be followed: it replaces `email`
     * only then, so the account keeps signing in and receiving e-mail at its verified address meanwhile.
     */
    pendingEmail: text('pending_email'),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/**
 * Refresh tokens are opaque random strings; only their SHA-256 is stored. Each login starts a
 * family; every refresh rotates to a new token of the same family, and presenting a token that was
 * already rotated (a stolen copy) revokes the whole family — unless it comes back within a few
 * seconds of its rotation, as a retry or a second tab's refresh would (docs/decisions/003-sessions.md).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    family: text('family').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
    /** Set when rotated, logged out, or revoked with its family. */
    revokedAt: moment('revoked_at'),
    /** Set when rotated: the start of the short grace in which it still renews the session. */
    replacedAt: moment('replaced_at'),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/**
 * Links that prove an address belongs to its account: a random token mailed to `email`, stored only
 * as its SHA-256, used once, expiring (docs/decisions/019-verified-email.md).
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** The address the link was sent to, which following it proves. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verifications_hash_key').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
  ],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifications: jsonb('notifications').$type<Record<NotificationSwitch, boolean>>().notNull(),
  theme: text('theme', { enum: ['light', 'dark', 'system'] }).notNull(),
  language: text('language', { enum: ['en', 'hi', 'te', 'ta'] }).notNull(),
  updatedAt: writtenAt('updated_at'),
});
