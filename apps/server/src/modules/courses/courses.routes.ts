import {
  badRequestSchema,
  courseDetailSchema,
  courseListQuerySchema,
  courseListSchema,
  detailSchema,
  idOrSlugParamsSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { getCourse, listCourses } from './courses.service.js';

export const coursesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/courses/',
    {
      schema: {
        tags: ['courses'],
        summary: 'Courses, featured ones with ?featured=true',
        querystring: courseListQuerySchema,
        response: { 200: courseListSchema, 400: badRequestSchema },
      },
    },
    async (request) => {
      const results = await listCourses(db, request.query);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    '/courses/:id/',
    {
      schema: {
        tags: ['courses'],
        summary: 'One course by id or slug, with its syllabus',
        params: idOrSlugParamsSchema,
        response: { 200: courseDetailSchema, 400: badRequestSchema, 404: detailSchema },
      },
    },
    (request) => getCourse(db, request.params.id),
  );
};
