import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The JSON body of an answer that must have `status` (200 by default); the body is shown when it has not. */
export function jsonOf<T>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

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

let visitors = 0;

/** An address no visitor of the test file has used yet, so one test's per-address limits never reach another. */
export function newVisitorAddress(): string {
  visitors += 1;
  return `10.90.${visitors >> 8}.${visitors & 255}`;
}

/** Sends a public form as a visitor, from an address of its own unless one is given. */
export function postForm(
  app: FastifyInstance,
  url: string,
  payload: object,
  {
    headers = {},
    remoteAddress = newVisitorAddress(),
  }: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return app.inject({ method: 'POST', url, payload, headers, remoteAddress });
}
