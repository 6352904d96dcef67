import { type ApiRoute, apiRoutes } from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testApp } from './testing/app-hooks.js';

/** The schemas each route declared, as the OpenAPI generator is handed them (keyed `METHOD /api/path/`). */
interface DeclaredSchemas {
  body?: unknown;
  querystring?: unknown;
  response?: Record<string, unknown>;
}
const declared = new Map<string, DeclaredSchemas>();
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify-type-provider-zod')>();
  return {
    ...original,
    jsonSchemaTransform: (input: Parameters<typeof original.jsonSchemaTransform>[0]) => {
      for (const method of [input.route.method].flat())
        declared.set(`${method} ${input.url}`, input.schema as DeclaredSchemas);
      return original.jsonSchemaTransform(input);
    },
  };
});

/** Routes that answer no JSON: the PDF documents, fetched as files at the addresses an order lists. */
const FILES = [
  'GET /api/orders/:id/invoice.pdf',
  'GET /api/orders/:id/credit-notes/:noteId',
  'GET /api/admin/orders/:id/invoice.pdf',
  'GET /api/admin/orders/:id/credit-notes/:noteId',
];

const ctx = testApp({ seed: false });
beforeAll(async () => {
  (ctx.app as FastifyInstance & { swagger(): unknown }).swagger();
});

const entries = Object.entries(apiRoutes) as [string, ApiRoute][];

describe("core's route map is the server's contract", () => {
  it.each(entries)('%s declares what the server route declares', (key, route) => {
    const [method, path] = key.split(' ');
    const server = declared.get(`${method} /api${path}`);
    expect(server, `no route ${method} /api${path} on the server`).toBeDefined();
    const responses = server?.response ?? {};
    const success = Object.keys(responses).find((status) => status.startsWith('2'));
    if (route.response === undefined) expect(success).toBe('204');
    else if (route.response === 'text') expect(responses[success ?? '']).toBeInstanceOf(z.ZodString);
    else expect(responses[success ?? '']).toBe(route.response);
    // A route the map gives no body or query must do without one.
    if (route.body) expect(server?.body).toBe(route.body);
    else if (server?.body) expect((server.body as z.ZodType).safeParse(undefined).success).toBe(true);
    if (route.query) expect(server?.querystring).toBe(route.query);
    else if (server?.querystring) expect((server.querystring as z.ZodType).safeParse({}).success).toBe(true);
  });

  it('lists every JSON route of the API', () => {
    const mapped = new Set(entries.map(([key]) => key.replace(' ', ' /api')));
    const unmapped = [...declared.keys()].filter(
      (key) =>
        key.includes(' /api/') &&
        !key.includes(' /api/docs') &&
        !key.endsWith(' /api/openapi.json') &&
        !FILES.includes(key) &&
        !mapped.has(key),
    );
    expect(unmapped).toEqual([]);
  });
});
