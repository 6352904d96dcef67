import type { ApiRouteKey } from '@makerbazaar/core';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, api, type QueryParams } from '@/lib/api-client';
import { type ContentListParams, type ContentSave, contentListQuery, contentQueryKeys } from './content-keys';

/** The content kinds saved alike: POST to their list's path, PATCH to one entry's. */
type SavedContentKind = keyof typeof contentQueryKeys;

/** The kinds with a paged list and an editor page of their own. */
type EditedContentKind = Exclude<SavedContentKind, 'faq'>;

interface KindInput {
  params?: { id: number };
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * `api` for one of the kinds' routes: every kind's route of a method takes the same input, which the
 * compiler cannot see through a kind held in a variable, so the caller names the answer.
 */
const kindApi = api as <Answer>(route: ApiRouteKey, input: KindInput) => Promise<Answer>;

/** Creates an entry (no id) or changes one; a 400 names fields, a 409 says the slug is taken. */
export function useSaveContent<Kind extends SavedContentKind, Values>(kind: Kind) {
  type Saved = ApiAnswer<`POST /admin/${Kind}/`>;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ContentSave<Values>) =>
      save.id === undefined
        ? kindApi<Saved>(`POST /admin/${kind}/`, { body: save.values })
        : kindApi<Saved>(`PATCH /admin/${kind}/:id/`, { params: { id: save.id }, body: save.values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentQueryKeys[kind] }),
  });
}

/** A kind's hooks for the back office: its paged list, one entry for the editor, and the save. */
export function contentApi<Kind extends EditedContentKind, Values>(kind: Kind) {
  const key = contentQueryKeys[kind];
  return {
    useList: (params: ContentListParams) =>
      useQuery({
        queryKey: [...key, 'list', params],
        queryFn: ({ signal }) =>
          kindApi<ApiAnswer<`GET /admin/${Kind}/`>>(`GET /admin/${kind}/`, { query: contentListQuery(params), signal }),
        placeholderData: keepPreviousData,
      }),
    useRecord: (id: number | undefined) =>
      useQuery({
        queryKey: [...key, 'detail', id],
        // No id, no question: a new entry has nothing to load.
        queryFn:
          id === undefined
            ? skipToken
            : ({ signal }) =>
                kindApi<ApiAnswer<`GET /admin/${Kind}/:id/`>>(`GET /admin/${kind}/:id/`, { params: { id }, signal }),
      }),
    useSave: () => useSaveContent<Kind, Values>(kind),
  };
}
