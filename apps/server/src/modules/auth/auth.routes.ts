import {
  badRequestSchema,
  detailSchema,
  type LoginInput,
  loginSchema,
  PASSWORD_RESET_SENT,
  passwordResetConfirmSchema,
  passwordResetSchema,
  phrase,
  refreshSchema,
  sessionTokensSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors.js';
import { limitPerAddress } from '../../lib/rate-limit.js';
import {
  type AuthContext,
  accountIdForLogin,
  confirmPasswordReset,
  login,
  logout,
  refresh,
  sendPasswordResetLink,
} from './auth.service.js';
import { deferredWork } from './deferred-work.js';
import { passwordGuessLimits } from './password-guess-limits.js';
import {
  clearRefreshCookie,
  refreshTokenOf,
  refuseForeignOrigin,
  SESSION_ANSWER,
  sessionAnswer,
} from './refresh-cookie.js';

export interface AuthRoutesOptions extends AuthContext {
  secureCookies: boolean;
  shopUrl: string;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, tokens, secureCookies, shopUrl },
) => {
  const context = { db, tokens };
  const deferWork = deferredWork(app);
  // Every attempt from one address counts, as each costs a password hash; wrong passwords for one
  // account count as `passwordGuessLimits` says. The username and e-mail forms of one account count
  // together; an unknown name counts as itself.
  const attemptsFromAddress = limitPerAddress(app, {
    name: 'login',
    max: 20,
    timeWindow: '10 minutes',
    what: phrase('sign-in attempts'),
  });
  const guesses = passwordGuessLimits(app, phrase('sign-in attempts'), async (request) => {
    const { username } = request.body as LoginInput;
    const id = await accountIdForLogin(db, username);
    return id === undefined ? `name:${username.toLowerCase()}` : `id:${id}`;
  });

  app.post(
    '/login/',
    {
      preHandler: [attemptsFromAddress, guesses.refuseWhenLimited],
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password',
        description: SESSION_ANSWER,
        body: loginSchema,
        response: { 200: sessionTokensSchema, 400: badRequestSchema, 401: detailSchema, 429: detailSchema },
      },
    },
    async (request, reply) => {
      const pair = await guesses.check(
        request,
        () => login(context, request.body, request.headers['user-agent'] ?? ''),
        (error) => error instanceof HttpError && error.statusCode === 401,
      );
      return sessionAnswer(request, reply, pair, secureCookies);
    },
  );

  app.post(
    '/token/refresh/',
    {
      preHandler: limitPerAddress(app, {
        name: 'refresh',
        max: 60,
        timeWindow: '1 minute',
        what: phrase('session refreshes'),
      }),
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token (body or cookie) for a new access and refresh token',
        description: `${SESSION_ANSWER} A refresh made with the cookie is answered in cookie mode too.`,
        body: refreshSchema.nullish(),
        response: { 200: sessionTokensSchema, 400: badRequestSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async (request, reply) => {
      const presented = refreshTokenOf(request, request.body ?? {});
      if (!presented) throw new HttpError(401, { detail: 'No refresh token was provided.' });
      if (presented.fromCookie) refuseForeignOrigin(request, shopUrl);
      try {
        const pair = await refresh(context, presented.token, request.headers['user-agent'] ?? '');
        return sessionAnswer(request, reply, pair, secureCookies, presented.fromCookie);
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
        response: { 200: detailSchema, 403: detailSchema },
      },
    },
    async (request, reply) => {
      const presented = refreshTokenOf(request, request.body ?? {});
      if (presented?.fromCookie) refuseForeignOrigin(request, shopUrl);
      if (presented) await logout(db, presented.token);
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
        what: phrase('reset requests'),
      }),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (the answer never says whether the address has an account)',
        body: passwordResetSchema,
        response: { 200: detailSchema, 400: badRequestSchema, 429: detailSchema },
      },
    },
    async (request, reply) => {
      // Answered before the address is even looked up, so the answer's timing is the same for all.
      reply.send({ detail: PASSWORD_RESET_SENT });
      deferWork(request.log, () => sendPasswordResetLink(db, request.body.email, shopUrl));
      return reply;
    },
  );

  app.post(
    '/password_reset/confirm/',
    {
      preHandler: limitPerAddress(app, {
        name: 'password-reset-confirm',
        max: 10,
        timeWindow: '15 minutes',
        what: phrase('password reset attempts'),
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
