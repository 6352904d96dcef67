import { PASSWORD_RESET_SENT } from '@makerbazaar/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema/users.js';
import { fieldErrors, HttpError } from '../../lib/errors.js';
import { enqueueEmail } from '../email/outbox.service.js';
import { passwordResetEmail } from '../email/templates.js';
import { hashPassword, verifyAgainstNobody, verifyPassword } from './passwords.js';
import { type AccessTokens, hashOpaqueToken, newOpaqueToken, REFRESH_TOKEN_TTL_MS } from './tokens.js';

const BAD_CREDENTIALS = 'No active account found with the given credentials';
const BAD_REFRESH = 'Token is invalid or expired';
const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface AuthContext {
  db: Database;
  tokens: AccessTokens;
}

async function issueTokens(
  db: Queryable,
  tokens: AccessTokens,
  userId: number,
  family: string,
  userAgent: string,
): Promise<TokenPair> {
  const refresh = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: refresh.hash,
    family,
    userAgent: userAgent.slice(0, 300),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return { access: await tokens.sign(userId), refresh: refresh.token };
}

/** Username or e-mail, any letter case. Unknown users cost the same time as a wrong password. */
export async function login(
  { db, tokens }: AuthContext,
  credentials: { username: string; password: string },
  userAgent: string,
): Promise<TokenPair> {
  const login = credentials.username.toLowerCase();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(sql`(lower(${users.username}) = ${login} or lower(${users.email}) = ${login})`, eq(users.isActive, true)),
    )
    .limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, credentials.password)
    : await verifyAgainstNobody(credentials.password);
  if (!user || !valid) throw new HttpError(401, { detail: BAD_CREDENTIALS });
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
  return startSession({ db, tokens }, user.id, userAgent);
}

/** A new session (refresh-token family) for a user whose identity is already proven. */
export function startSession({ db, tokens }: AuthContext, userId: number, userAgent: string): Promise<TokenPair> {
  return issueTokens(db, tokens, userId, newOpaqueToken().hash.slice(0, 32), userAgent);
}

/**
 * Trades a refresh token for a new pair. The old token is spent atomically, so two refreshes with
 * the same token cannot both succeed; a spent or revoked token revokes its whole family, because
 * only a copy held by someone else would be presented again.
 */
export async function refresh({ db, tokens }: AuthContext, token: string, userAgent: string): Promise<TokenPair> {
  const tokenHash = hashOpaqueToken(token);
  const issued = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: refreshTokens.userId, family: refreshTokens.family });
    if (!spent) return undefined;
    const [active] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, spent.userId), eq(users.isActive, true)));
    return active ? issueTokens(tx, tokens, spent.userId, spent.family, userAgent) : undefined;
  });
  if (issued) return issued;
  // Outside the transaction above, so the revocation stands although the request fails.
  const [known] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (known) await revokeFamily(db, known.family);
  throw new HttpError(401, { detail: BAD_REFRESH });
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

export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Always the same answer, whether or not the address has an account (no account enumeration). */
export async function requestPasswordReset(db: Database, email: string, shopUrl: string): Promise<string> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.isActive, true)))
    .limit(1);
  if (user) {
    const reset = newOpaqueToken();
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: reset.hash,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
      });
      await enqueueEmail(tx, passwordResetEmail(user, `${shopUrl}/reset-password/${reset.token}`));
    });
  }
  return PASSWORD_RESET_SENT;
}

/** Sets the new password once per link and signs the account out everywhere. */
export async function confirmPasswordReset(db: Database, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
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
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await revokeAllSessions(tx, used.userId);
  });
}
