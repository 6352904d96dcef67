import {
  badRequestSchema,
  changePasswordSchema,
  detailSchema,
  emailLinkRefusedSchema,
  emailVerificationSchema,
  emailVerifiedSchema,
  phrase,
  registerSchema,
  sessionTokensSchema,
  settingsSchema,
  updateProfileSchema,
  updateSettingsSchema,
  userSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors.js';
import { limitPerAddress } from '../../lib/rate-limit.js';
import { requestLanguage } from '../../lib/request-language.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { type AuthContext, startSession } from '../auth/auth.service.js';
import { passwordGuessLimits } from '../auth/password-guess-limits.js';
import { SESSION_ANSWER, sessionAnswer } from '../auth/refresh-cookie.js';
import { resendVerificationLink, verifyEmail } from './email-verification.service.js';
import { changePassword, getSettings, getUser, registerUser, updateProfile, updateSettings } from './users.service.js';

export interface UsersRoutesOptions extends AuthContext {
  secureCookies: boolean;
  shopUrl: string;
}

const guarded = { 401: detailSchema };

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { db, tokens, secureCookies, shopUrl },
) => {
  app.post(
    '/users/',
    {
      preHandler: limitPerAddress(app, { name: 'sign-up', max: 10, timeWindow: '1 hour', what: phrase('sign-ups') }),
      schema: {
        tags: ['users'],
        summary: 'Create a customer account',
        body: registerSchema,
        response: { 201: userSchema, 400: badRequestSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerUser(db, request.body, shopUrl, requestLanguage(request))),
  );

  app.get(
    '/users/profile/',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], summary: 'The signed-in customer', response: { 200: userSchema, ...guarded } },
    },
    (request) => getUser(db, currentUser(request).id),
  );

  app.patch(
    '/users/update_profile/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change name, e-mail, phone or address',
        description:
          'A new e-mail address is kept as `pending_email` and sent a verification link; the verified ' +
          'address stays in use, and is told of the change, until the link is followed. 429 when the ' +
          'account or the new address has had its verification links for the hour.',
        body: updateProfileSchema,
        response: { 200: userSchema, 400: badRequestSchema, 429: detailSchema, ...guarded },
      },
    },
    (request) => updateProfile(db, currentUser(request).id, request.body, shopUrl),
  );

  app.post(
    '/users/resend_verification/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Send the verification link again, to the pending address or an address never verified',
        description:
          '409 when there is nothing to verify; 429 when the account or the address has had its links for the hour.',
        response: { 200: detailSchema, 409: detailSchema, 429: detailSchema, ...guarded },
      },
    },
    async (request) => {
      const address = await resendVerificationLink(db, currentUser(request).id, shopUrl);
      return { detail: `We have sent a new link to ${address}.` };
    },
  );

  app.post(
    '/users/verify_email/',
    {
      preHandler: limitPerAddress(app, {
        name: 'verify-email',
        max: 20,
        timeWindow: '15 minutes',
        what: phrase('verification attempts'),
      }),
      schema: {
        tags: ['users'],
        summary: 'Follow the link from a verification e-mail: the address it was sent to becomes the verified one',
        description:
          'No sign-in needed: the token proves the mailbox. Refusals carry a `reason`: `invalid` (404), ' +
          '`expired` (410), `used`, `replaced` or `taken` (409).',
        body: emailVerificationSchema,
        response: {
          200: emailVerifiedSchema,
          400: badRequestSchema,
          404: emailLinkRefusedSchema,
          409: emailLinkRefusedSchema,
          410: emailLinkRefusedSchema,
          429: detailSchema,
        },
      },
    },
    (request) => verifyEmail(db, request.body.token, shopUrl),
  );

  // The old password is a guess like a sign-in's (with a stolen session): counted on the same counters.
  const passwordGuesses = passwordGuessLimits(
    app,
    phrase('password attempts'),
    async (request) => `id:${currentUser(request).id}`,
  );
  app.post(
    '/users/change_password/',
    {
      preHandler: [app.requireUser, passwordGuesses.refuseWhenLimited],
      schema: {
        tags: ['users'],
        summary: 'Change the password; every session ends and this client gets a new one',
        description: SESSION_ANSWER,
        body: changePasswordSchema,
        response: { 200: sessionTokensSchema, 400: badRequestSchema, ...guarded, 429: detailSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await passwordGuesses.check(
        request,
        () => changePassword(db, user.id, request.body),
        (error) => error instanceof HttpError && 'old_password' in error.body,
      );
      const pair = await startSession({ db, tokens }, user.id, request.headers['user-agent'] ?? '');
      return sessionAnswer(request, reply, pair, secureCookies);
    },
  );

  app.get(
    '/users/settings/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Notification, theme and language preferences',
        response: { 200: settingsSchema, ...guarded },
      },
    },
    (request) => getSettings(db, currentUser(request).id),
  );

  app.patch(
    '/users/settings/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change some preferences',
        body: updateSettingsSchema,
        response: { 200: settingsSchema, 400: badRequestSchema, ...guarded },
      },
    },
    (request) => updateSettings(db, currentUser(request).id, request.body),
  );
};
