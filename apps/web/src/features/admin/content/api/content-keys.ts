import { adminQueryKey } from '../../api/admin-me';

/** The content screens' queries; a write refreshes its kind's lists and editors together. */
export const contentQueryKeys = {
  courses: [...adminQueryKey, 'courses'] as const,
  projects: [...adminQueryKey, 'projects'] as const,
  faq: [...adminQueryKey, 'faq'] as const,
};

/** A list's query as the screens keep it in the address bar. */
export interface ContentListParams {
  page: number;
  pageSize: number;
  q?: string;
  /** `true` for published, `false` for drafts, absent for both. */
  published?: string;
}

export function contentListQuery({ page, pageSize, q, published }: ContentListParams) {
  return { page: page === 1 ? undefined : page, page_size: pageSize, q: q || undefined, published };
}

/**
 * What a save sends: a new entry whole (no id; the editors send every field), or some fields of an
 * existing one (a publish switch sends one).
 */
export type ContentSave<Values> = { id?: undefined; values: Values } | { id: number; values: Partial<Values> };
