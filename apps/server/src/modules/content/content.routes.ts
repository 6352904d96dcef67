import {
  badRequestSchema,
  CONTACT_THANKS,
  contactMessageSchema,
  detailSchema,
  NEWSLETTER_ALREADY_SUBSCRIBED,
  NEWSLETTER_SUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBED,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
  phrase,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { FORM_BODY_LIMIT } from '../../lib/form-limits.js';
import { type LimitOptions, limitPerAddress } from '../../lib/rate-limit.js';
import { requestLanguage } from '../../lib/request-language.js';
import { saveContactMessage } from './contact.service.js';
import { faqRoutes } from './faq.routes.js';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from './newsletter.service.js';

/** Subscriptions per address, through the API and the form the browser sends itself alike (one count). */
export const NEWSLETTER_SUBSCRIPTIONS_LIMIT: LimitOptions = {
  name: 'newsletter',
  max: 5,
  timeWindow: '10 minutes',
  what: phrase('subscriptions'),
};

const formErrors = { 400: badRequestSchema, 413: detailSchema, 429: detailSchema };

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database; shopUrl: string }> = async (app, { db, shopUrl }) => {
  await app.register(faqRoutes, { db });

  app.post(
    '/newsletter/',
    {
      bodyLimit: FORM_BODY_LIMIT,
      preHandler: limitPerAddress(app, NEWSLETTER_SUBSCRIPTIONS_LIMIT),
      schema: {
        tags: ['content'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent); sends a confirmation',
        body: newsletterSubscribeSchema,
        response: { 200: detailSchema, 201: detailSchema, ...formErrors },
      },
    },
    async (request, reply) => {
      const { subscribed } = await subscribeToNewsletter(db, request.body.email, shopUrl, requestLanguage(request));
      return subscribed
        ? reply.code(201).send({ detail: NEWSLETTER_SUBSCRIBED })
        : reply.code(200).send({ detail: NEWSLETTER_ALREADY_SUBSCRIBED });
    },
  );

  app.post(
    '/newsletter/unsubscribe/',
    {
      bodyLimit: FORM_BODY_LIMIT,
      preHandler: limitPerAddress(app, {
        name: 'newsletter-unsubscribe',
        max: 20,
        timeWindow: '10 minutes',
        what: phrase('unsubscribe requests'),
      }),
      schema: {
        tags: ['content'],
        summary: 'Unsubscribe with the token from the link in a newsletter e-mail (idempotent)',
        body: newsletterUnsubscribeSchema,
        response: { 200: detailSchema, 404: detailSchema, ...formErrors },
      },
    },
    async (request) => {
      await unsubscribeFromNewsletter(db, request.body.token);
      return { detail: NEWSLETTER_UNSUBSCRIBED };
    },
  );

  app.post(
    '/contact/',
    {
      bodyLimit: FORM_BODY_LIMIT,
      preHandler: limitPerAddress(app, { name: 'contact', max: 5, timeWindow: '10 minutes', what: phrase('messages') }),
      schema: {
        tags: ['content'],
        summary: 'Send a message to the shop; it is stored and e-mailed to the support inbox',
        body: contactMessageSchema,
        response: { 201: detailSchema, ...formErrors },
      },
    },
    async (request, reply) => {
      await saveContactMessage(db, request.body);
      return reply.code(201).send({ detail: CONTACT_THANKS });
    },
  );
};
