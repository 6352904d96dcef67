import { DEFAULT_SETTINGS, SHOP } from '@makerbazaar/core';
import { and, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { passwordResetTokens, refreshTokens, userSettings, users } from '../../db/schema/users.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { fieldErrors, HttpError } from '../../lib/errors.js';
import { enqueueEmail, PASSWORD_RESET_CAP, recipientHasRoom } from '../email/outbox.service.js';
import { passwordResetEmail } from '../email/templates.js';
import { recordEvent } from '../events/domain-events.js';
import { hashPassword, verifyAgainstNobody, verifyPassword } from './passwords.js';
import {
  type AccessClaims,
  type AccessTokens,
  hashOpaqueToken,
  newOpaqueToken,
  refreshTokenTtlMs,
  STAFF_REFRESH_TOKEN_TTL_MS,
} from './tokens.js';

const BAD_CREDENTIALS = 'No active account found with the given credentials';
const BAD_REFRESH = 'Token is invalid or expired';
const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
/** How long a rotated refresh token still renews its session (see `refresh`). */
export const ROTATION_GRACE_MS = 10_000;
/** Rotations within one grace period that a late refresh follows to the family's current token. */
const MAX_ROTATIONS_FOLLOWED = 5;

export interface TokenPair {
  access: string;
  refresh: string;
  /** How long the refresh token lives: the refresh cookie's max-age follows it. */
  refreshTtlMs: number;
}

export interface AuthContext {
  db: Database;
  tokens: AccessTokens;
}

/** The refresh-token lifetime of a user: shorter for staff. */
async function refreshTtlOf(db: Queryable, userId: number): Promise<number> {
  const [user] = await db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, userId));
  return refreshTokenTtlMs(user?.isStaff ?? false);
}

async function issueTokens(
  db: Queryable,
  tokens: AccessTokens,
  userId: number,
  family: string,
  userAgent: string,
  refresh = newOpaqueToken().token,
): Promise<TokenPair> {
  const refreshTtlMs = await refreshTtlOf(db, userId);
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hashOpaqueToken(refresh),
    family,
    userAgent: userAgent.slice(0, 300),
    expiresAt: new Date(Date.now() + refreshTtlMs),
  });
  return { access: await tokens.sign(userId, Date.now(), family), refresh, refreshTtlMs };
}

/**
 * Cuts a user's open sessions to the staff lifetime, for someone just given staff roles: a session
 * begun as a customer must not keep the back office open for a week.
 */
export async function limitSessionsToStaffLifetime(db: Queryable, userId: number): Promise<void> {
  const latest = new Date(Date.now() + STAFF_REFRESH_TOKEN_TTL_MS);
  await db
    .update(refreshTokens)
    .set({ expiresAt: latest })
    .where(and(eq(refreshTokens.userId, userId), gt(refreshTokens.expiresAt, latest)));
}

/** The active account a sign-in name (username or e-mail, already lower-cased) stands for. */
function activeAccountNamed(login: string) {
  return and(sql`(lower(${users.username}) = ${login} or lower(${users.email}) = ${login})`, eq(users.isActive, true));
}

/** Said only to someone who gave the right password, so it tells nobody else the account exists. */
const DEACTIVATED = `This account has been deactivated. Write to ${SHOP.supportEmail} if you think this is a mistake.`;

/**
 * Username or e-mail, any letter case. Unknown users cost the same time as a wrong password. A
 * deactivated account with the right password is told so; with a wrong one it reads as unknown.
 */
export async function login(
  { db, tokens }: AuthContext,
  credentials: { username: string; password: string },
  userAgent: string,
): Promise<TokenPair> {
  const login = credentials.username.toLowerCase();
  // One name may be one account's username and another's e-mail: an active account goes first.
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(sql`(lower(${users.username}) = ${login} or lower(${users.email}) = ${login})`)
    .orderBy(desc(users.isActive))
    .limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, credentials.password)
    : await verifyAgainstNobody(credentials.password);
  if (!user || !valid) throw new HttpError(401, { detail: BAD_CREDENTIALS });
  if (!user.isActive) throw new HttpError(401, { detail: DEACTIVATED });
  return withRetriedTransaction(db, async (tx) => {
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    await recordEvent(tx, { type: 'user.signed_in', payload: { userId: user.id, userAgent } });
    return issueTokens(tx, tokens, user.id, newSessionFamily(), userAgent);
  });
}

/** The active account a sign-in name (username or e-mail, any letter case) belongs to, as `login` finds it. */
export async function accountIdForLogin(db: Database, username: string): Promise<number | undefined> {
  const login = username.toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(activeAccountNamed(login)).limit(1);
  return user?.id;
}

/** A new session (refresh-token family) for a user whose identity is already proven. */
export function startSession({ db, tokens }: AuthContext, userId: number, userAgent: string): Promise<TokenPair> {
  return issueTokens(db, tokens, userId, newSessionFamily(), userAgent);
}

const newSessionFamily = () => newOpaqueToken().hash.slice(0, 32);

/** The refresh token's user is still an active account. */
const ofActiveUser = sql`exists (select 1 from ${users} where ${users.id} = ${refreshTokens.userId} and ${users.isActive})`;

/**
 * Trades a refresh token for a new pair. The old token is spent atomically and replaced by its
 * derived successor (`AccessTokens.successorOf`). Presented again within ROTATION_GRACE_MS — a
 * second tab refreshing at the same moment, or a client retrying after a lost answer — it gets the
 * family's current token again instead of a new one. Later, a spent or revoked token revokes its
 * whole family, because only a copy held by someone else would be presented again.
 */
export async function refresh({ db, tokens }: AuthContext, token: string, userAgent: string): Promise<TokenPair> {
  const tokenHash = hashOpaqueToken(token);
  const rotated = await db.transaction(async (tx) => {
    const now = new Date();
    const [spent] = await tx
      .update(refreshTokens)
      .set({ revokedAt: now, replacedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
          ofActiveUser,
        ),
      )
      .returning({ userId: refreshTokens.userId, family: refreshTokens.family });
    return spent && issueTokens(tx, tokens, spent.userId, spent.family, userAgent, tokens.successorOf(token));
  });
  if (rotated) return rotated;
  // Outside the transaction above, so a revocation stands although the request fails.
  const [known] = await db
    .select({ userId: refreshTokens.userId, family: refreshTokens.family, replacedAt: refreshTokens.replacedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known?.replacedAt && Date.now() - known.replacedAt.getTime() <= ROTATION_GRACE_MS) {
    const current = await currentTokenAfter(db, tokens, token, known.family);
    if (current) {
      const access = await tokens.sign(known.userId, Date.now(), known.family);
      return { access, refresh: current, refreshTtlMs: await refreshTtlOf(db, known.userId) };
    }
  } else if (known) await revokeFamily(db, known.family);
  throw new HttpError(401, { detail: BAD_REFRESH });
}

/**
 * The family's live token among the successors of a rotated token: its successor, or a later one
 * when that was rotated too. Undefined when the session has ended (logout, password change).
 */
async function currentTokenAfter(
  db: Queryable,
  tokens: AccessTokens,
  rotatedToken: string,
  family: string,
): Promise<string | undefined> {
  const successors: string[] = [];
  let token = rotatedToken;
  for (let step = 0; step < MAX_ROTATIONS_FOLLOWED; step += 1) {
    token = tokens.successorOf(token);
    successors.push(token);
  }
  const [live] = await db
    .select({ tokenHash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(
      and(
        inArray(refreshTokens.tokenHash, successors.map(hashOpaqueToken)),
        eq(refreshTokens.family, family),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
        ofActiveUser,
      ),
    );
  return live && successors.find((token) => hashOpaqueToken(token) === live.tokenHash);
}

async function revokeFamily(db: Queryable, family: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/** Ends the session the refresh token belongs to (its whole family). Unknown tokens are ignored. */
export async function logout(db: Database, token: string): Promise<void> {
  const [known] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  if (known) await revokeFamily(db, known.family);
}

/**
 * Signs the user out everywhere (password change or reset, deactivation): every refresh token is
 * revoked, and every access token issued until now is refused by `liveAccessToken`.
 */
export async function endAllSessions(db: Queryable, userId: number): Promise<void> {
  // Whole seconds, as JWT `iat` is, so a token signed later in this same second still counts as
  // new; from Node's clock, which signs the tokens, not the database server's.
  const sessionsValidAfter = new Date(Math.floor(Date.now() / 1000) * 1000);
  await db.update(users).set({ sessionsValidAfter }).where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Whether the access token's user is active and its session goes on: not issued before the user's
 * sessions were all ended, and — for a token of a session — its refresh-token family not revoked
 * (logout). A condition on `users`, so the auth guard checks it in the query that loads the user.
 */
export function liveAccessToken(claims: AccessClaims): SQL | undefined {
  return and(
    eq(users.id, claims.userId),
    eq(users.isActive, true),
    or(isNull(users.sessionsValidAfter), lte(users.sessionsValidAfter, new Date(claims.issuedAt * 1000))),
    claims.sessionFamily === undefined
      ? undefined
      : sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.family} = ${claims.sessionFamily} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null)`,
  );
}

/**
 * Mails a reset link when the address has an active account, and does nothing otherwise. The route
 * runs it after answering, so neither the answer nor its timing tells whether the account exists.
 * An address gets a few reset links an hour at most, however many addresses ask (PASSWORD_RESET_CAP).
 * The link goes to the account's address whether or not it is verified yet: the e-mail quotes
 * nothing the customer typed, and following it proves the address (`confirmPasswordReset`).
 */
export async function sendPasswordResetLink(db: Database, email: string, shopUrl: string): Promise<void> {
  // The language is read with the account, not through the users module, which imports this one.
  const [user] = await db
    .select({ id: users.id, email: users.email, language: userSettings.language })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.isActive, true)))
    .limit(1);
  if (!user) return;
  await db.transaction(async (tx) => {
    if (!(await recipientHasRoom(tx, user.email, PASSWORD_RESET_CAP))) return;
    const reset = newOpaqueToken();
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: reset.hash,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
    });
    const language = user.language ?? DEFAULT_SETTINGS.language;
    await enqueueEmail(
      tx,
      passwordResetEmail({ email: user.email, language }, `${shopUrl}/reset-password/${reset.token}`),
    );
  });
}

/**
 * Reset links stop working once the account's address changes: one sent to the old address must
 * neither open the account nor prove the new address.
 */
export async function forgetPasswordResetLinks(db: Queryable, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Sets the new password once per link, signs the account out everywhere and tells its owner. The
 * link was mailed to the account's address, so following it proves that address too: a customer
 * who never opened the verification e-mail, or whose address someone else signed up with, gets it back.
 * A pending address change is dropped with the sessions: whoever took a session may have asked for it.
 */
export async function confirmPasswordReset(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await withRetriedTransaction(db, async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw fieldErrors({ token: ['This password reset link is invalid or has expired.'] });
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, pendingEmail: null })
      .where(eq(users.id, used.userId));
    await endAllSessions(tx, used.userId);
    await recordEvent(tx, { type: 'user.password_changed', payload: { userId: used.userId } });
  });
}
