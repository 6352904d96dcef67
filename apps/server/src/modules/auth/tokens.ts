import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Staff sessions are shorter: a stolen staff refresh token opens the back office for at most half a day. */
export const STAFF_REFRESH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/** How long a refresh token issued to this user lives. */
export function refreshTokenTtlMs(isStaff: boolean): number {
  return isStaff ? STAFF_REFRESH_TOKEN_TTL_MS : REFRESH_TOKEN_TTL_MS;
}

export interface AccessClaims {
  userId: number;
  /** When the token was signed (JWT `iat`), in whole seconds since the epoch. */
  issuedAt: number;
  /** The refresh-token family (session) the token was issued for; absent on tokens made outside a session. */
  sessionFamily?: string;
}

/** The keys derived from JWT_SECRET: access tokens are signed with it, refresh tokens rotate with it. */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly rotationKey: Buffer;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    // Derived, so the rotation HMAC never uses the very key that signs access tokens (key separation).
    this.rotationKey = createHmac('sha256', secret).update('refresh-token rotation').digest();
  }

  sign(userId: number, now = Date.now(), sessionFamily?: string): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({ token_type: 'access', ...(sessionFamily ? { sid: sessionFamily } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired access token, or undefined for anything else. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      // jose accepts a token without `exp` (one that never expires) unless told to require it.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const userId = Number(payload.sub);
      const { iat, sid } = payload;
      if (payload.token_type !== 'access' || !Number.isInteger(userId) || typeof iat !== 'number') return undefined;
      if (sid !== undefined && typeof sid !== 'string') return undefined;
      return { userId, issuedAt: iat, ...(sid ? { sessionFamily: sid } : {}) };
    } catch {
      return undefined;
    }
  }

  /**
   * The refresh token that replaces `token` when it is rotated. Derived, not random, so a repeated
   * refresh with a just-rotated token can be answered with the same successor although only hashes
   * are stored; nobody without JWT_SECRET can derive it.
   */
  successorOf(token: string): string {
    return createHmac('sha256', this.rotationKey).update(token).digest('base64url');
  }
}

/** A random, URL-safe secret and the SHA-256 under which it is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
