import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A GET through `inject` that must answer `status` (200 by default); its JSON body. */
export async function getJson<T>(
  app: FastifyInstance,
  url: string,
  status = 200,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res.json() as T;
}
