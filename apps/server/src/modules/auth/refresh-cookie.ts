import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_MS } from './tokens.js';

/** The web app keeps its refresh token here, out of reach of scripts (never in localStorage). */
export const REFRESH_COOKIE = 'mb_refresh';

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/',
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/api/' });
}

/** The refresh token of a request: the body's (API clients) or the cookie's (the web app). */
export function refreshTokenOf(request: FastifyRequest, body: { refresh?: string }): string | undefined {
  return body.refresh || request.cookies[REFRESH_COOKIE] || undefined;
}
