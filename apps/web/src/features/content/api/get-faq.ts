import type { Language } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The help page's questions, as staff publish and order them in the back office, in `language`
 * where staff translated them (the page names it: rendered on the server, it sends no cookie).
 */
export const faqQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['faq', language],
    queryFn: async ({ signal }) => (await api('GET /faq/', { query: { lang: language }, signal })).results,
    staleTime: 60_000,
  });
