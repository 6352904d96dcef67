import {
  adminProjectPageSchema,
  adminProjectSchema,
  projectCreateSchema,
  projectUpdateSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { registerContentEditor } from '../../lib/content-editor-routes.js';
import { createProject, getAdminProject, listAdminProjects, updateProject } from './project-admin.service.js';
import { toAdminProject, toAdminProjectSummary } from './projects.presenter.js';

/**
 * Projects in the back office: list, create, edit with their parts list (catalogue products and
 * quantities; the editor finds products through `GET /api/admin/products/?q=`), publish and withdraw.
 */
export const projectAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  registerContentEditor(app, {
    path: '/admin/projects/',
    summaries: {
      list: 'Projects, unpublished ones too, by words in the title or slug and by published or not',
      one: 'One project with its steps and its whole parts list, hidden products included',
      create: 'Add a project with its parts list; it is on the storefront once published',
      update: 'Change a project; parts replaces the whole parts list; is_published shows or withdraws it',
    },
    schemas: {
      page: adminProjectPageSchema,
      entry: adminProjectSchema,
      create: projectCreateSchema,
      update: projectUpdateSchema,
    },
    list: (query, url) => listAdminProjects(db, query, url),
    one: (id) => getAdminProject(db, id),
    create: (actor, values) => createProject(db, actor, values),
    update: (actor, id, changes) => updateProject(db, actor, id, changes),
    present: toAdminProject,
    presentListed: toAdminProjectSummary,
  });
};
