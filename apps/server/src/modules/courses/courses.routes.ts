import {
  badRequestSchema,
  courseDetailSchema,
  courseIdParamsSchema,
  courseListQuerySchema,
  courseListSchema,
  detailSchema,
  enrolledMessage,
  enrollmentListSchema,
  enrollResultSchema,
  idOrSlugParamsSchema,
  paginationQuerySchema,
  phrase,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { FORM_BODY_LIMIT } from '../../lib/form-limits.js';
import { limitPerAddress } from '../../lib/rate-limit.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { courseAdminRoutes } from './course-admin.routes.js';
import { toCourse, toCourseDetail, toEnrollment } from './courses.presenter.js';
import { enrollInCourse, getCourse, listCourses, listEnrollments } from './courses.service.js';

export const coursesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(courseAdminRoutes, { db });

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
      const results = (await listCourses(db, request.query)).map(toCourse);
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
    async (request) => toCourseDetail(await getCourse(db, request.params.id)),
  );

  app.post(
    '/courses/:id/enroll/',
    {
      bodyLimit: FORM_BODY_LIMIT,
      preHandler: [
        limitPerAddress(app, { name: 'enroll', max: 30, timeWindow: '10 minutes', what: phrase('enrolments') }),
        app.requireUser,
      ],
      schema: {
        tags: ['courses'],
        summary:
          'Enrol the signed-in customer in a free course (201; 200 when already enrolled) and e-mail the course access; a paid course answers 409 and is bought through POST /api/orders/course/',
        params: courseIdParamsSchema,
        response: {
          200: enrollResultSchema,
          201: enrollResultSchema,
          400: badRequestSchema,
          401: detailSchema,
          404: detailSchema,
          409: detailSchema,
          413: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const { enrollment, created } = await enrollInCourse(db, currentUser(request).id, request.params.id);
      return reply
        .code(created ? 201 : 200)
        .send({ ...toEnrollment(enrollment), detail: enrolledMessage(enrollment.course.title) });
    },
  );

  app.get(
    '/enrollments/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['courses'],
        summary: "The signed-in customer's courses, newest enrolment first",
        querystring: paginationQuerySchema,
        response: { 200: enrollmentListSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const page = await listEnrollments(
        db,
        currentUser(request).id,
        { page: request.query.page, pageSize: request.query.page_size },
        request.url,
      );
      return { ...page, results: page.results.map(toEnrollment) };
    },
  );
};
