import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { adminQueryKey } from '../api/admin-me';
import { plainQuery } from './plain-query';

const server = setupMockApi();
beforeEach(() => startSession('access-1'));

describe('plainQuery', () => {
  it('asks its route and keeps the answer below the back office key, where a write refreshes it', async () => {
    server.use(http.get('*/api/admin/coupons/', () => HttpResponse.json({ results: [] })));
    const queryClient = new QueryClient();
    const coupons = plainQuery('coupons', 'GET /admin/coupons/');
    expect(coupons.queryKey).toEqual([...adminQueryKey, 'coupons']);
    await expect(queryClient.fetchQuery(coupons)).resolves.toEqual({ results: [] });
    await queryClient.invalidateQueries({ queryKey: adminQueryKey });
    expect(queryClient.getQueryState(coupons.queryKey)?.isInvalidated).toBe(true);
  });
});
