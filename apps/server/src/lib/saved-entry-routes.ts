import { badRequestSchema, detailSchema } from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../plugins/auth-guard.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type EntryParams = z.ZodType<{ id: number }, unknown>;

/**
 * Things a customer keeps in their account with one of them the default (addresses, payment
 * methods), at `<path>`: their schemas, what each route's OpenAPI summary says, and the services
 * that read and write them for the signed-in customer.
 */
export interface SavedEntries<Input extends z.ZodType> {
  path: `/${string}/`;
  /** Where a new one is saved, when that is not `path` itself. */
  savePath?: `/${string}/`;
  tag: string;
  summaries: { list: string; save: string; makeDefault: string; remove: string };
  schemas: { list: z.ZodType; entry: z.ZodType; params: EntryParams; input: Input };
  /** Refusals a delete may meet beyond the entry's absence, e.g. an outside service that fails. */
  removeRefusals?: Record<number, z.ZodType>;
  list(userId: number): Promise<unknown[]>;
  save(userId: number, input: z.output<Input>): Promise<unknown>;
  /** Changing one in place (PUT `<path>:id/`), where a saved entry can be changed. */
  change?: { summary: string; save(userId: number, id: number, input: z.output<Input>): Promise<unknown> };
  makeDefault(userId: number, id: number): Promise<unknown>;
  remove(userId: number, id: number): Promise<void>;
}

/** Lists, saves, (changes,) makes default and deletes the signed-in customer's saved entries. */
export function registerSavedEntries<Input extends z.ZodType>(app: ZodApp, entries: SavedEntries<Input>): void {
  const { path, tag, summaries, schemas, change } = entries;
  const one = `${path}:id/`;

  app.get(
    path,
    {
      schema: {
        tags: [tag],
        summary: summaries.list,
        response: { 200: schemas.list, 401: detailSchema },
      },
    },
    async (request) => ({ results: await entries.list(currentUser(request).id) }),
  );

  app.post(
    entries.savePath ?? path,
    {
      schema: {
        tags: [tag],
        summary: summaries.save,
        body: schemas.input,
        response: { 201: schemas.entry, 400: badRequestSchema, 401: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      const saved = await entries.save(currentUser(request).id, request.body as z.output<Input>);
      return reply.code(201).send(saved);
    },
  );

  if (change) {
    app.put(
      one,
      {
        schema: {
          tags: [tag],
          summary: change.summary,
          params: schemas.params,
          body: schemas.input,
          response: { 200: schemas.entry, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
        },
      },
      async (request) => change.save(currentUser(request).id, request.params.id, request.body as z.output<Input>),
    );
  }

  app.post(
    `${one}default/`,
    {
      schema: {
        tags: [tag],
        summary: summaries.makeDefault,
        params: schemas.params,
        response: { 200: schemas.entry, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request) => entries.makeDefault(currentUser(request).id, request.params.id),
  );

  app.delete(
    one,
    {
      schema: {
        tags: [tag],
        summary: summaries.remove,
        params: schemas.params,
        response: {
          204: z.null(),
          400: badRequestSchema,
          401: detailSchema,
          404: detailSchema,
          ...entries.removeRefusals,
        },
      },
    },
    async (request, reply) => {
      await entries.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
