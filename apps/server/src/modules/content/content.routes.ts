import {
  badRequestSchema,
  CONTACT_THANKS,
  contactMessageSchema,
  detailSchema,
  newsletterSubscribeSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { saveContactMessage } from './contact.service.js';
import { subscribeToNewsletter } from './newsletter.service.js';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/newsletter/',
    {
      schema: {
        tags: ['content'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
        body: newsletterSubscribeSchema,
        response: { 200: detailSchema, 201: detailSchema, 400: badRequestSchema },
      },
    },
    async (request, reply) => {
      const { created } = await subscribeToNewsletter(db, request.body.email);
      return reply.code(created ? 201 : 200).send({
        detail: created ? 'Thanks for subscribing!' : 'You are already subscribed.',
      });
    },
  );

  app.post(
    '/contact/',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message to the shop',
        body: contactMessageSchema,
        response: { 201: detailSchema, 400: badRequestSchema },
      },
    },
    async (request, reply) => {
      await saveContactMessage(db, request.body);
      return reply.code(201).send({ detail: CONTACT_THANKS });
    },
  );
};
