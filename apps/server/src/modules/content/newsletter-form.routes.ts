import fastifyFormbody from '@fastify/formbody';
import { type NewsletterFormOutcome, newsletterSubscribeSchema } from '@makerbazaar/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { FORM_BODY_LIMIT } from '../../lib/form-limits.js';
import { limitPerAddress } from '../../lib/rate-limit.js';
import { requestLanguage } from '../../lib/request-language.js';
import { NEWSLETTER_SUBSCRIPTIONS_LIMIT } from './content.routes.js';
import { subscribeToNewsletter } from './newsletter.service.js';

/** The page a sent form goes on to (post, redirect, get: a reload sends nothing twice). */
const toOutcome = (reply: FastifyReply, outcome: NewsletterFormOutcome) =>
  reply.redirect(`/newsletter?outcome=${outcome}`, 303);

/**
 * The footer's newsletter form as the browser sends it itself (`POST /newsletter`, form-encoded): a
 * tap on Subscribe before the app has taken the form over, or with no JavaScript at all. It
 * subscribes as `POST /api/newsletter/` does, counted against the same limit, and sends the visitor
 * on to `/newsletter`, which says how it went. Once the app runs, it sends the form to the API instead.
 */
export const newsletterFormRoutes: FastifyPluginAsync<{ db: Database; shopUrl: string }> = async (
  app,
  { db, shopUrl },
) => {
  // Form bodies are parsed for this plugin's route only: the API stays JSON.
  await app.register(fastifyFormbody);
  const count = limitPerAddress(app, NEWSLETTER_SUBSCRIPTIONS_LIMIT);
  app.post('/newsletter', { bodyLimit: FORM_BODY_LIMIT, schema: { hide: true } }, async (request, reply) => {
    // Another site's page could post this form through its visitors' browsers (the JSON API it
    // cannot): a browser that says the form came from elsewhere subscribes nobody.
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return reply.redirect('/newsletter', 303);
    // Checked before it is counted, as the API checks the body before its limit.
    const form = newsletterSubscribeSchema.safeParse(request.body);
    if (!form.success) return toOutcome(reply, 'invalid-email');
    try {
      await count(request, reply);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return toOutcome(reply, 'too-many');
      throw error;
    }
    const { subscribed } = await subscribeToNewsletter(db, form.data.email, shopUrl, requestLanguage(request));
    return toOutcome(reply, subscribed ? 'subscribed' : 'already-subscribed');
  });
};
