// What a customer's search answers, asked as the storefront asks it, for tests of the search.
import type { SearchResult } from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** `GET /api/search/?q=…` (with `page_size` when given), which must answer 200. */
export async function searchTheShop(app: FastifyInstance, q: string, pageSize?: number): Promise<SearchResult> {
  const size = pageSize === undefined ? '' : `&page_size=${pageSize}`;
  const res = await app.inject({ method: 'GET', url: `/api/search/?q=${encodeURIComponent(q)}${size}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
}
