import {
  DEFAULT_SETTINGS,
  EMAIL_VERIFICATION_LINK_HOURS,
  type EmailLinkRefusal,
  type EmailVerified,
  type Language,
} from '@makerbazaar/core';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { emailVerifications, userSettings, users } from '../../db/schema/users.js';
import { conflict, fieldErrors, HttpError, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/unique-violations.js';
import { forgetPasswordResetLinks } from '../auth/auth.service.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';
import { EMAIL_VERIFICATION_CAP, enqueueEmail, recipientHasRoom } from '../email/outbox.service.js';
import { emailChangeNoticeEmail, emailVerificationEmail, welcomeEmail } from '../email/templates.js';

type Account = typeof users.$inferSelect;

/** Links one account may have sent in an hour, to any addresses: sign-up's, changes' and resends together. */
export const VERIFICATION_LINKS_PER_ACCOUNT_PER_HOUR = 5;
const LINK_TTL_MS = EMAIL_VERIFICATION_LINK_HOURS * 60 * 60 * 1000;

export const EMAIL_TAKEN = 'A user with this email address already exists.';
const ACCOUNT_SPENT = 'You have asked for several e-mail links in the last hour. Please try again later.';
const ADDRESS_SPENT =
  'We have already sent several links to this address in the last hour. Please check its inbox and spam folder, or try again later.';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether another account than `exceptUserId` uses this address, in any letter case. */
export async function emailTaken(db: Queryable, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptUserId ? ne(users.id, exceptUserId) : undefined),
    )
    .limit(1);
  return Boolean(row);
}

async function languageOf(db: Queryable, userId: number): Promise<Language> {
  const [row] = await db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.language ?? DEFAULT_SETTINGS.language;
}

/** The account's row, locked until `tx` ends, so its address changes and links are decided one at a time. */
async function lockedAccount(tx: Transaction, userId: number): Promise<Account> {
  const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!account) throw notFound('User not found.');
  return account;
}

/** Refuses (429) an account that already had its links for the hour; its row must be locked. */
async function refuseWhenAccountSpent(tx: Transaction, userId: number): Promise<void> {
  const [sent] = await tx
    .select({ n: count() })
    .from(emailVerifications)
    .where(
      and(eq(emailVerifications.userId, userId), gt(emailVerifications.createdAt, sql`now() - interval '1 hour'`)),
    );
  if ((sent?.n ?? 0) >= VERIFICATION_LINKS_PER_ACCOUNT_PER_HOUR) throw new HttpError(429, { detail: ACCOUNT_SPENT });
}

/**
 * Mails a single-use link that proves `address` belongs to the account, unless the address already
 * had its share of such links this hour (whichever accounts asked). Answers whether it was sent.
 * `newAccount`: the account has no verified address yet, so nothing else goes anywhere meanwhile.
 */
export async function sendVerificationLink(
  tx: Transaction,
  account: { id: number; language: Language },
  address: string,
  shopUrl: string,
  newAccount: boolean,
): Promise<boolean> {
  if (!(await recipientHasRoom(tx, address, EMAIL_VERIFICATION_CAP))) return false;
  const link = newOpaqueToken();
  await tx.insert(emailVerifications).values({
    userId: account.id,
    email: address,
    tokenHash: link.hash,
    expiresAt: new Date(Date.now() + LINK_TTL_MS),
  });
  await enqueueEmail(
    tx,
    emailVerificationEmail(
      { email: address, language: account.language },
      `${shopUrl}/verify-email/${link.token}`,
      newAccount,
    ),
  );
  return true;
}

export type AddressChange = Partial<Pick<Account, 'email' | 'pendingEmail'>>;

/**
 * What asking for `requested` as the account's address writes, in the profile change's
 * transaction. A verified address stays in use until the new one's link is followed: the new one
 * waits as the pending address, and the verified one is told. An address never verified is
 * nobody's yet, so the new one replaces it and waits for its own link. Giving the address in use
 * again cancels a pending change.
 */
export async function requestAddressChange(
  tx: Transaction,
  userId: number,
  requested: string,
  shopUrl: string,
): Promise<AddressChange> {
  const account = await lockedAccount(tx, userId);
  // The same mailbox in other letters is kept as typed, as the unique index sees it as the same.
  if (sameAddress(requested, account.email)) return { email: requested, pendingEmail: null };
  if (account.pendingEmail && sameAddress(requested, account.pendingEmail)) return {};
  if (await emailTaken(tx, requested, userId)) throw fieldErrors({ email: [EMAIL_TAKEN] });
  await refuseWhenAccountSpent(tx, userId);
  const language = await languageOf(tx, userId);
  const verified = account.emailVerifiedAt !== null;
  if (!(await sendVerificationLink(tx, { id: userId, language }, requested, shopUrl, !verified))) {
    throw new HttpError(429, { detail: ADDRESS_SPENT });
  }
  if (verified) {
    await enqueueEmail(tx, emailChangeNoticeEmail({ email: account.email, language }, shopUrl));
    return { pendingEmail: requested };
  }
  await forgetPasswordResetLinks(tx, userId);
  return { email: requested, pendingEmail: null };
}

/** Mails a new link to the address waiting for one: the pending address, or an address never verified. */
export async function resendVerificationLink(db: Database, userId: number, shopUrl: string): Promise<string> {
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, userId);
    const verified = account.emailVerifiedAt !== null;
    const address = account.pendingEmail ?? (verified ? null : account.email);
    if (!address) throw conflict('Your e-mail address is already verified.');
    await refuseWhenAccountSpent(tx, userId);
    const language = await languageOf(tx, userId);
    if (!(await sendVerificationLink(tx, { id: userId, language }, address, shopUrl, !verified))) {
      throw new HttpError(429, { detail: ADDRESS_SPENT });
    }
    return address;
  });
}

const REFUSALS: Record<EmailLinkRefusal, { status: number; detail: string }> = {
  invalid: {
    status: 404,
    detail: 'This verification link is not valid. It may have been copied only in part: open it from the e-mail again.',
  },
  expired: { status: 410, detail: 'This verification link has expired. Ask for a new one from your profile.' },
  used: { status: 409, detail: 'This verification link has already been used.' },
  replaced: { status: 409, detail: 'This link is for an e-mail address your account no longer uses or asks for.' },
  taken: {
    status: 409,
    detail: 'Another account has started using this e-mail address meanwhile. Choose another one on your profile.',
  },
};

const refused = (reason: EmailLinkRefusal) =>
  new HttpError(REFUSALS[reason].status, { detail: REFUSALS[reason].detail, reason });

/**
 * Follows a verification link: the address it was sent to is proven, once. An account's first
 * address becomes verified and is welcomed; a pending address replaces the verified one, unless
 * another account took it meanwhile. Reset links sent to the old address stop working.
 */
export async function verifyEmail(db: Database, token: string, shopUrl: string): Promise<EmailVerified> {
  try {
    return await db.transaction(async (tx) => {
      const [link] = await tx
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.tokenHash, hashOpaqueToken(token)))
        .for('update');
      if (!link) throw refused('invalid');
      if (link.usedAt) throw refused('used');
      if (link.expiresAt <= new Date()) throw refused('expired');
      const account = await lockedAccount(tx, link.userId);
      if (!account.isActive) throw refused('invalid');
      const firstAddress = account.emailVerifiedAt === null && sameAddress(account.email, link.email);
      const pending = account.pendingEmail !== null && sameAddress(account.pendingEmail, link.email);
      if (!firstAddress && !pending) throw refused('replaced');
      if (pending && (await emailTaken(tx, link.email, account.id))) throw refused('taken');
      const now = new Date();
      await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, link.id));
      const [verified] = await tx
        .update(users)
        .set(pending ? { email: link.email, pendingEmail: null, emailVerifiedAt: now } : { emailVerifiedAt: now })
        .where(eq(users.id, account.id))
        .returning();
      if (!verified) throw new Error('the verified account went missing');
      if (pending) await forgetPasswordResetLinks(tx, account.id);
      else await enqueueEmail(tx, welcomeEmail({ ...verified, language: await languageOf(tx, account.id) }, shopUrl));
      return { detail: `Your e-mail address ${verified.email} is verified.`, email: verified.email };
    });
  } catch (error) {
    // Another account took the address between the check and the swap: the unique index decides.
    if (isUniqueViolation(error)) throw refused('taken');
    throw error;
  }
}
