import {
  addProjectPartsResultSchema,
  badRequestSchema,
  detailSchema,
  idOrSlugParamsSchema,
  projectDetailSchema,
  projectListQuerySchema,
  projectListSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { projectAdminRoutes } from './project-admin.routes.js';
import { toAddProjectPartsResult, toProjectDetail, toProjectList } from './projects.presenter.js';
import { addProjectPartsToCart, listProjects, viewProject } from './projects.service.js';

export const projectsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(projectAdminRoutes, { db });

  app.get(
    '/projects/',
    {
      schema: {
        tags: ['projects'],
        summary: 'DIY projects, featured first; ?category= one of the six project categories, ?featured=true',
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, 400: badRequestSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      return toProjectList(await listProjects(db, filters, { page, pageSize: page_size }, request.url));
    },
  );

  app.get(
    '/projects/:id/',
    {
      schema: {
        tags: ['projects'],
        summary: 'One project by id or slug, with its steps and its parts at today’s prices; counts a view',
        params: idOrSlugParamsSchema,
        response: { 200: projectDetailSchema, 400: badRequestSchema, 404: detailSchema },
      },
    },
    async (request) => toProjectDetail(await viewProject(db, request.params.id)),
  );

  app.post(
    '/projects/:id/add-to-cart/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Put every part the project needs in the cart (raised to the quantity needed, never doubled)',
        params: idOrSlugParamsSchema,
        response: {
          200: addProjectPartsResultSchema,
          400: badRequestSchema,
          401: detailSchema,
          404: detailSchema,
        },
      },
    },
    async (request) =>
      toAddProjectPartsResult(await addProjectPartsToCart(db, currentUser(request).id, request.params.id)),
  );
};
