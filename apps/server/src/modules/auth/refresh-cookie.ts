import { COOKIE_SESSION_MODE, SESSION_MODE_HEADER, type SessionTokens } from '@makerbazaar/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.js';

/** The web app keeps its refresh token here, out of reach of scripts (never in localStorage). */
export const REFRESH_COOKIE = 'mb_refresh';

/** The cookie lives as long as the token it carries (shorter for staff, see tokens.ts). */
export function setRefreshCookie(reply: FastifyReply, token: string, ttlMs: number, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/',
    maxAge: Math.floor(ttlMs / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/api/' });
}

export interface PresentedRefreshToken {
  token: string;
  fromCookie: boolean;
}

/** The refresh token of a request: the body's (API clients) or the cookie's (the web app). */
export function refreshTokenOf(request: FastifyRequest, body: { refresh?: string }): PresentedRefreshToken | undefined {
  if (body.refresh) return { token: body.refresh, fromCookie: false };
  const cookie = request.cookies[REFRESH_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A request that uses the session cookie must come from the shop's own pages. SameSite=Strict keeps
 * the cookie from other sites, but not from other origins of the same site (another subdomain), so
 * the page's Origin must be the shop's address (PUBLIC_URL) or the address the request was sent to.
 * Without an Origin the request is not from a page that could be tricked into sending it.
 */
export function refuseForeignOrigin(request: FastifyRequest, shopUrl: string): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const page = originOf(origin);
  if (page && (page === originOf(shopUrl) || page === originOf(`${request.protocol}://${request.host}`))) return;
  throw new HttpError(403, {
    detail:
      'This request came from a page outside MakerBazaar, so it cannot use your sign-in. Please open the shop at its own address and try again.',
  });
}

/** How the answers that start or renew a session are shaped, for the API documentation. */
export const SESSION_ANSWER = `Answers \`{access, refresh}\` and sets the HttpOnly refresh cookie. A client that keeps the refresh token only in the cookie sends \`${SESSION_MODE_HEADER}: ${COOKIE_SESSION_MODE}\` and gets \`{access}\` alone.`;

/**
 * The answer to a request that started or renewed a session. The cookie always carries the refresh
 * token; the body carries it only for API clients, not for a client in cookie mode (the header, or
 * a refresh made with the cookie), where a script could read it.
 */
export function sessionAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  pair: { access: string; refresh: string; refreshTtlMs: number },
  secure: boolean,
  usedCookie = false,
): SessionTokens {
  setRefreshCookie(reply, pair.refresh, pair.refreshTtlMs, secure);
  const cookieMode = usedCookie || request.headers[SESSION_MODE_HEADER] === COOKIE_SESSION_MODE;
  return cookieMode ? { access: pair.access } : { access: pair.access, refresh: pair.refresh };
}
