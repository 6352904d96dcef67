import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { carriedState, readServerState, serverStateScript } from './query-client';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the answers a rendered page carries', () => {
  it('are each query’s key and data or 404, and come back in the browser as fresh answers and the ApiError the screens expect', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    server.setQueryData(['categories'], [{ slug: 'arduino', name: 'Arduino </script>' }]);
    await server
      .prefetchQuery({
        queryKey: ['product', 'gone'],
        queryFn: () => Promise.reject(new ApiError(404, { detail: 'Not found.' })),
      })
      .catch(() => undefined);
    const script = serverStateScript(carriedState(dehydrate(server, { shouldDehydrateQuery: () => true })));
    expect(script).not.toContain('dataUpdateCount');
    expect(script).not.toContain('</script><');
    document.body.innerHTML = script;

    const browser = new QueryClient();
    const state = readServerState();
    if (!state) throw new Error('no state read');
    hydrate(browser, state);
    const categories = browser.getQueryCache().find({ queryKey: ['categories'] });
    expect(categories?.state.data).toEqual([{ slug: 'arduino', name: 'Arduino </script>' }]);
    expect(Date.now() - (categories?.state.dataUpdatedAt ?? 0)).toBeLessThan(5_000);
    const gone = browser.getQueryCache().find({ queryKey: ['product', 'gone'] });
    expect(gone?.state.status).toBe('error');
    expect(gone?.state.error).toBeInstanceOf(ApiError);
    expect(gone?.state.error).toMatchObject({ status: 404 });
  });
});
