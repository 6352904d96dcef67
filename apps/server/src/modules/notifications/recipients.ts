import { DEFAULT_SETTINGS, type Settings } from '@makerbazaar/core';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userSettings, users } from '../../db/schema/users.js';
import type { Recipient } from '../email/templates.js';

// Who hears from the shop, read from the accounts' own tables (read-only): the notices need it, and
// the users module calls the notices, so the lookup lives on this side of that edge.

/**
 * Whom e-mails to these customers are addressed to, in the language each reads the shop in, by id.
 * Only a verified address receives the shop's e-mails (orders, invoices, notices, security alerts):
 * accounts without one are left out, as are unknown ids. Every e-mail to a customer's account goes
 * through here; the only others an account's address gets are the links that verify it or reset
 * its password (docs/decisions/019-verified-email.md).
 */
export async function emailRecipients(db: Queryable, userIds: number[]): Promise<Map<number, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      language: userSettings.language,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(inArray(users.id, userIds), isNotNull(users.emailVerifiedAt)));
  return new Map(
    rows.map(({ id, language, ...recipient }) => [
      id,
      { ...recipient, language: language ?? DEFAULT_SETTINGS.language },
    ]),
  );
}

/** The notification switches of these customers, the defaults for those who never saved settings. */
export async function notificationSwitchesOf(
  db: Queryable,
  userIds: number[],
): Promise<Map<number, Settings['notifications']>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({ userId: userSettings.userId, notifications: userSettings.notifications })
          .from(userSettings)
          .where(inArray(userSettings.userId, userIds));
  const saved = new Map(rows.map((row) => [row.userId, row.notifications]));
  return new Map(userIds.map((id) => [id, { ...DEFAULT_SETTINGS.notifications, ...saved.get(id) }] as const));
}
