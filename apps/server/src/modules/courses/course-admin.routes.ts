import {
  adminContentListQuerySchema,
  adminCoursePageSchema,
  adminCourseSchema,
  badRequestSchema,
  courseCreateSchema,
  courseUpdateSchema,
  detailSchema,
  idParam,
  rupeesToPaise,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { createCourse, getAdminCourse, listAdminCourses, updateCourse } from './course-admin.service.js';
import { toAdminCourse } from './courses.presenter.js';

const courseParams = z.object({ id: idParam });

/** Courses in the back office: list, create, edit, publish and withdraw (catalogue staff). */
export const courseAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const catalogue = [app.requireUser, app.requireAdmin('catalogue')];

  app.get(
    '/admin/courses/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Courses, unpublished ones too, by words in the title or slug and by published or not',
        querystring: adminContentListQuerySchema,
        response: { 200: adminCoursePageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const page = await listAdminCourses(db, request.query, request.url);
      return { ...page, results: page.results.map(toAdminCourse) };
    },
  );

  app.get(
    '/admin/courses/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'One course with everything the editor changes',
        params: courseParams,
        response: { 200: adminCourseSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => toAdminCourse(await getAdminCourse(db, request.params.id)),
  );

  app.post(
    '/admin/courses/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Add a course; it is on the storefront once published',
        body: courseCreateSchema,
        response: { 201: adminCourseSchema, 400: badRequestSchema, 409: detailSchema, ...staffRefusals },
      },
    },
    async (request, reply) => {
      const { price, ...content } = request.body;
      const created = await createCourse(db, currentUser(request), { ...content, pricePaise: rupeesToPaise(price) });
      return reply.code(201).send(toAdminCourse(created));
    },
  );

  app.patch(
    '/admin/courses/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Change a course; is_published shows it on the storefront or withdraws it',
        params: courseParams,
        body: courseUpdateSchema,
        response: {
          200: adminCourseSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request) => {
      const { price, ...changes } = request.body;
      const pricePaise = price === undefined ? undefined : rupeesToPaise(price);
      return toAdminCourse(await updateCourse(db, currentUser(request), request.params.id, { ...changes, pricePaise }));
    },
  );
};
