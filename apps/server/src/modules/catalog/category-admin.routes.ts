import {
  adminCategoryListSchema,
  adminCategorySchema,
  badRequestSchema,
  categoryCreateSchema,
  categoryOrderSchema,
  categoryUpdateSchema,
  detailSchema,
  idParam,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import type { CatalogCache } from './catalog.cache.js';
import { createCategory, listAdminCategories, reorderCategories, updateCategory } from './category-admin.service.js';

/**
 * Categories in the back office: create, edit, hide and order them. Each write drops this
 * process's cached catalogue answers, so the shop shows the change from the next request on.
 */
export const categoryAdminRoutes: FastifyPluginAsyncZod<{ db: Database; cache: CatalogCache }> = async (
  app,
  { db, cache },
) => {
  const catalogue = [app.requireUser, app.requireAdmin('catalogue')];

  app.get(
    '/admin/categories/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Every category, hidden ones too, in shop order, with how many products each holds',
        response: { 200: adminCategoryListSchema, ...staffRefusals },
      },
    },
    async () => ({ results: await listAdminCategories(db) }),
  );

  app.post(
    '/admin/categories/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Create a category; it goes last in the order',
        body: categoryCreateSchema,
        response: { 201: adminCategorySchema, 400: badRequestSchema, ...staffRefusals },
      },
    },
    async (request, reply) => {
      const created = await createCategory(db, currentUser(request), request.body);
      cache.invalidate();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/categories/order/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Put the categories in a new order (every category id once)',
        body: categoryOrderSchema,
        response: { 200: adminCategoryListSchema, 400: badRequestSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const results = await reorderCategories(db, currentUser(request), request.body.ids);
      cache.invalidate();
      return { results };
    },
  );

  app.patch(
    '/admin/categories/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Edit a category; `is_active: false` hides it and its products from the shop',
        params: z.object({ id: idParam }),
        body: categoryUpdateSchema,
        response: { 200: adminCategorySchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const updated = await updateCategory(db, currentUser(request), request.params.id, request.body);
      cache.invalidate();
      return updated;
    },
  );
};
