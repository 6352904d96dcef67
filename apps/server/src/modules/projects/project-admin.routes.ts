import {
  adminContentListQuerySchema,
  adminProjectPageSchema,
  adminProjectSchema,
  badRequestSchema,
  detailSchema,
  idParam,
  projectCreateSchema,
  projectUpdateSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { createProject, getAdminProject, listAdminProjects, updateProject } from './project-admin.service.js';
import { toAdminProject, toAdminProjectSummary } from './projects.presenter.js';

const projectParams = z.object({ id: idParam });

/**
 * Projects in the back office: list, create, edit with their parts list (catalogue products and
 * quantities; the editor finds products through `GET /api/admin/products/?q=`), publish and withdraw.
 */
export const projectAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const catalogue = [app.requireUser, app.requireAdmin('catalogue')];

  app.get(
    '/admin/projects/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Projects, unpublished ones too, by words in the title or slug and by published or not',
        querystring: adminContentListQuerySchema,
        response: { 200: adminProjectPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const page = await listAdminProjects(db, request.query, request.url);
      return { ...page, results: page.results.map(toAdminProjectSummary) };
    },
  );

  app.get(
    '/admin/projects/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'One project with its steps and its whole parts list, hidden products included',
        params: projectParams,
        response: { 200: adminProjectSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => toAdminProject(await getAdminProject(db, request.params.id)),
  );

  app.post(
    '/admin/projects/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Add a project with its parts list; it is on the storefront once published',
        body: projectCreateSchema,
        response: { 201: adminProjectSchema, 400: badRequestSchema, 409: detailSchema, ...staffRefusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toAdminProject(await createProject(db, currentUser(request), request.body))),
  );

  app.patch(
    '/admin/projects/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Change a project; parts replaces the whole parts list; is_published shows or withdraws it',
        params: projectParams,
        body: projectUpdateSchema,
        response: {
          200: adminProjectSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request) => toAdminProject(await updateProject(db, currentUser(request), request.params.id, request.body)),
  );
};
