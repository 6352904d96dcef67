import {
  adminCoursePageSchema,
  adminCourseSchema,
  courseCreateSchema,
  courseUpdateSchema,
  rupeesToPaise,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { registerContentEditor } from '../../lib/content-editor-routes.js';
import { createCourse, getAdminCourse, listAdminCourses, updateCourse } from './course-admin.service.js';
import { toAdminCourse } from './courses.presenter.js';

/** Courses in the back office: list, create, edit, publish and withdraw (catalogue staff). */
export const courseAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContentEditor(app, {
    path: '/admin/courses/',
    summaries: {
      list: 'Courses, unpublished ones too, by words in the title or slug and by published or not',
      one: 'One course with everything the editor changes',
      create: 'Add a course; it is on the storefront once published',
      update: 'Change a course; is_published shows it on the storefront or withdraws it',
    },
    schemas: {
      page: adminCoursePageSchema,
      entry: adminCourseSchema,
      create: courseCreateSchema,
      update: courseUpdateSchema,
    },
    list: (query, url) => listAdminCourses(db, query, url),
    one: (id) => getAdminCourse(db, id),
    create: (actor, { price, ...content }) => createCourse(db, actor, { ...content, pricePaise: rupeesToPaise(price) }),
    update: (actor, id, { price, ...changes }) =>
      updateCourse(db, actor, id, { ...changes, pricePaise: price === undefined ? undefined : rupeesToPaise(price) }),
    present: toAdminCourse,
    presentListed: toAdminCourse,
  });
};
