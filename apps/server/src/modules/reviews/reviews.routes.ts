import {
  badRequestSchema,
  createReviewSchema,
  detailSchema,
  helpfulVoteSchema,
  idOrSlugParamsSchema,
  myReviewsSchema,
  phrase,
  productReviewsQuerySchema,
  productReviewsSchema,
  reviewEligibilitySchema,
  reviewInputSchema,
  reviewParamsSchema,
  reviewSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { limitPerAccount } from '../../lib/rate-limit.js';
import { currentUser, requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import type { CatalogCache } from '../catalog/catalog.cache.js';
import {
  createReview,
  deleteReview,
  listProductReviews,
  markHelpful,
  myReviews,
  reviewEligibility,
  updateReview,
} from './reviews.service.js';

interface ReviewsOptions {
  db: Database;
  /** A review changes its product's rating: listings and product pages show it at once. */
  cache: Pick<CatalogCache, 'invalidate'>;
}

/** Reviews: the public list under each product, and the signed-in customer's own. */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsOptions> = async (app, { db, cache }) => {
  app.get(
    '/products/:id/reviews/',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A product's verified reviews (most helpful or newest first, optionally of one star count) and their summary",
        params: idOrSlugParamsSchema,
        querystring: productReviewsQuerySchema,
        response: { 200: productReviewsSchema, 400: badRequestSchema, 404: detailSchema },
      },
    },
    (request) =>
      listProductReviews(
        db,
        request.params.id,
        {
          page: request.query.page,
          pageSize: request.query.page_size,
          ordering: request.query.ordering,
          rating: request.query.rating,
        },
        request.url,
      ),
  );
  await app.register(customerReviewRoutes, { db, cache });
};

const customerReviewRoutes: FastifyPluginAsyncZod<ReviewsOptions> = async (app, { db, cache }) => {
  requireUserOnEveryRoute(app);
  // Writing is for customers who bought; a burst of writes from one account is refused all the same.
  const writeLimit = limitPerAccount(
    app,
    { name: 'review-writes', max: 30, timeWindow: '1 hour', what: phrase('review changes') },
    async (request) => String(currentUser(request).id),
  );

  app.get(
    '/reviews/mine/',
    {
      schema: {
        tags: ['reviews'],
        summary: "The customer's reviews, and the delivered products still waiting for one",
        response: { 200: myReviewsSchema, 401: detailSchema },
      },
    },
    (request) => myReviews(db, currentUser(request).id),
  );

  app.get(
    '/reviews/eligibility/:id/',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Whether the customer may review this product (a delivered order with it), and their review if written',
        params: idOrSlugParamsSchema,
        response: { 200: reviewEligibilitySchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    (request) => reviewEligibility(db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/reviews/',
    {
      preHandler: writeLimit,
      schema: {
        tags: ['reviews'],
        summary: 'Review a product delivered to the customer (once per product)',
        body: createReviewSchema,
        response: {
          201: reviewSchema,
          400: badRequestSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
          409: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const review = await createReview(db, currentUser(request).id, request.body);
      cache.invalidate();
      return reply.code(201).send(review);
    },
  );

  app.put(
    '/reviews/:id/',
    {
      preHandler: writeLimit,
      schema: {
        tags: ['reviews'],
        summary: "Change the customer's own review",
        params: reviewParamsSchema,
        body: reviewInputSchema,
        response: { 200: reviewSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema, 429: detailSchema },
      },
    },
    async (request) => {
      const review = await updateReview(db, currentUser(request).id, request.params.id, request.body);
      cache.invalidate();
      return review;
    },
  );

  app.delete(
    '/reviews/:id/',
    {
      preHandler: writeLimit,
      schema: {
        tags: ['reviews'],
        summary: "Delete the customer's own review",
        params: reviewParamsSchema,
        response: { 204: z.null(), 400: badRequestSchema, 401: detailSchema, 404: detailSchema, 429: detailSchema },
      },
    },
    async (request, reply) => {
      await deleteReview(db, currentUser(request).id, request.params.id);
      cache.invalidate();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/reviews/:id/helpful/',
    {
      preHandler: writeLimit,
      schema: {
        tags: ['reviews'],
        summary: "Mark another customer's review helpful (once)",
        params: reviewParamsSchema,
        response: {
          200: helpfulVoteSchema,
          400: badRequestSchema,
          401: detailSchema,
          404: detailSchema,
          409: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request) => ({ helpful_count: await markHelpful(db, currentUser(request).id, request.params.id) }),
  );
};
