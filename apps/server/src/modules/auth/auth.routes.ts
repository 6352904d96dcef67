import {
  badRequestSchema,
  detailSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetSchema,
  refreshSchema,
  tokenPairSchema,
} from '@makerbazaar/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors.js';
import { limitPerAddress } from '../../lib/rate-limit.js';
import {
  type AuthContext,
  confirmPasswordReset,
  login,
  logout,
  refresh,
  requestPasswordReset,
} from './auth.service.js';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from './refresh-cookie.js';

export interface AuthRoutesOptions extends AuthContext {
  secureCookies: boolean;
  shopUrl: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, tokens, secureCookies, shopUrl },
) => {
  const context = { db, tokens };
  // Per address and per account name, so neither one IP nor a botnet can guess one password for long.
  // The plugin runs one limiter per request, so the per-account count is checked by hand.
  const perAccount = app.createRateLimit({
    max: 10,
    timeWindow: '10 minutes',
    keyGenerator: (request) =>
      `login:${String((request.body as { username?: unknown })?.username ?? '').toLowerCase()}`,
  });
  const loginLimits = [
    limitPerAddress(app, { name: 'login', max: 20, timeWindow: '10 minutes', what: 'sign-in attempts' }),
    async (request: FastifyRequest, reply: FastifyReply) => {
      const limit = await perAccount(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      reply.header('retry-after', limit.ttlInSeconds);
      throw new HttpError(429, {
        detail: `Too many sign-in attempts for this account. Please try again in ${Math.ceil(limit.ttlInSeconds / 60)} minutes.`,
      });
    },
  ];

  app.post(
    '/login/',
    {
      preHandler: loginLimits,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password',
        body: loginSchema,
        response: { 200: tokenPairSchema, 400: badRequestSchema, 401: detailSchema, 429: detailSchema },
      },
    },
    async (request, reply) => {
      const pair = await login(context, request.body, request.headers['user-agent'] ?? '');
      setRefreshCookie(reply, pair.refresh, secureCookies);
      return pair;
    },
  );

  app.post(
    '/token/refresh/',
    {
      preHandler: limitPerAddress(app, { name: 'refresh', max: 60, timeWindow: '1 minute', what: 'session refreshes' }),
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token (body or cookie) for a new access and refresh token',
        body: refreshSchema.nullish(),
        response: { 200: tokenPairSchema, 400: badRequestSchema, 401: detailSchema },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body ?? {});
      if (!token) throw new HttpError(401, { detail: 'No refresh token was provided.' });
      try {
        const pair = await refresh(context, token, request.headers['user-agent'] ?? '');
        setRefreshCookie(reply, pair.refresh, secureCookies);
        return pair;
      } catch (error) {
        clearRefreshCookie(reply, secureCookies);
        throw error;
      }
    },
  );

  app.post(
    '/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of a refresh token (body or cookie)',
        body: refreshSchema.nullish(),
        response: { 200: detailSchema },
      },
    },
    async (request, reply) => {
      const token = refreshTokenOf(request, request.body ?? {});
      if (token) await logout(db, token);
      clearRefreshCookie(reply, secureCookies);
      return { detail: 'Signed out.' };
    },
  );

  app.post(
    '/password_reset/',
    {
      preHandler: limitPerAddress(app, {
        name: 'password-reset',
        max: 5,
        timeWindow: '15 minutes',
        what: 'reset requests',
      }),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (the answer never says whether the address has an account)',
        body: passwordResetSchema,
        response: { 200: detailSchema, 400: badRequestSchema, 429: detailSchema },
      },
    },
    async (request) => ({ detail: await requestPasswordReset(db, request.body.email, shopUrl) }),
  );

  app.post(
    '/password_reset/confirm/',
    {
      preHandler: limitPerAddress(app, {
        name: 'password-reset-confirm',
        max: 10,
        timeWindow: '15 minutes',
        what: 'password reset attempts',
      }),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset e-mail',
        body: passwordResetConfirmSchema,
        response: { 200: detailSchema, 400: badRequestSchema },
      },
    },
    async (request) => {
      await confirmPasswordReset(db, request.body.token, request.body.password);
      return { detail: 'Your password has been changed. Please sign in with the new one.' };
    },
  );
};
