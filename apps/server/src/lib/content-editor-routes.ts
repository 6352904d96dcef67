import {
  type AdminContentListQuery,
  adminContentListQuerySchema,
  badRequestSchema,
  detailSchema,
  idParam,
  type Paginated,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditActor } from '../modules/audit/audit.service.js';
import { currentUser } from '../plugins/auth-guard.js';
import { staffRefusals } from './refusals.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One kind of storefront content that catalogue staff edit in the back office (courses, projects),
 * at `/admin/<kind>/`: its schemas, what each route's OpenAPI summary says, the services that read
 * and write it, and the presenters that make the API's shape of what they return.
 */
export interface ContentEditor<Entry, Listed, Create extends z.ZodType, Update extends z.ZodType> {
  path: `/admin/${string}/`;
  summaries: { list: string; one: string; create: string; update: string };
  schemas: { page: z.ZodType; entry: z.ZodType; create: Create; update: Update };
  list(query: AdminContentListQuery, url: string): Promise<Paginated<Listed>>;
  one(id: number): Promise<Entry>;
  create(actor: AuditActor, values: z.output<Create>): Promise<Entry>;
  update(actor: AuditActor, id: number, changes: z.output<Update>): Promise<Entry>;
  present(entry: Entry): unknown;
  presentListed(listed: Listed): unknown;
}

const params = z.object({ id: idParam });

/** Lists, shows, creates and changes the content: the editor's four routes, for catalogue staff. */
export function registerContentEditor<Entry, Listed, Create extends z.ZodType, Update extends z.ZodType>(
  app: ZodApp,
  editor: ContentEditor<Entry, Listed, Create, Update>,
): void {
  const catalogue = [app.requireUser, app.requireAdmin('catalogue')];
  const { path, summaries, schemas } = editor;

  app.get(
    path,
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: summaries.list,
        querystring: adminContentListQuerySchema,
        response: { 200: schemas.page, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const page = await editor.list(request.query, request.url);
      return { ...page, results: page.results.map(editor.presentListed) };
    },
  );

  app.get(
    `${path}:id/`,
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: summaries.one,
        params,
        response: { 200: schemas.entry, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => editor.present(await editor.one(request.params.id)),
  );

  app.post(
    path,
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: summaries.create,
        body: schemas.create,
        response: { 201: schemas.entry, 400: badRequestSchema, 409: detailSchema, ...staffRefusals },
      },
    },
    async (request, reply) => {
      const created = await editor.create(currentUser(request), request.body as z.output<Create>);
      return reply.code(201).send(editor.present(created));
    },
  );

  app.patch(
    `${path}:id/`,
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: summaries.update,
        params,
        body: schemas.update,
        response: {
          200: schemas.entry,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request) => {
      const changes = request.body as z.output<Update>;
      return editor.present(await editor.update(currentUser(request), request.params.id, changes));
    },
  );
}
