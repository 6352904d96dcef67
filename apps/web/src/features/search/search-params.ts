import {
  PRICE_BUCKETS,
  type PriceBucketKey,
  priceBucketBounds,
  SEARCH_ORDERINGS,
  type SearchOrdering,
  SPEC_PARAM_PREFIX,
  specParamName,
} from '@makerbazaar/core';
import type { QueryParams } from '@/lib/api-client';

export type SearchView = 'grid' | 'list';

/** Everything a search screen shows, as kept in its URL. */
export interface SearchState {
  q: string;
  categories: string[];
  brands: string[];
  price: PriceBucketKey | null;
  minRating: number | null;
  inStock: boolean;
  /** Specification filters: key → accepted values (any of them). */
  specs: Record<string, string[]>;
  ordering: SearchOrdering;
  view: SearchView;
  /** How many result pages are shown ("Load more" adds one). */
  page: number;
}

export const DEFAULT_SEARCH: SearchState = {
  q: '',
  categories: [],
  brands: [],
  price: null,
  minRating: null,
  inStock: false,
  specs: {},
  ordering: 'relevance',
  view: 'grid',
  page: 1,
};

export const RATING_OPTIONS = [4, 3, 2, 1] as const;
export const MAX_PAGES = 20;
const MAX_QUERY = 200;
// The API's limits for a repeatable parameter.
const MAX_VALUES = 30;
const MAX_VALUE_LENGTH = 100;

function values(params: URLSearchParams, name: string): string[] {
  const kept = params
    .getAll(name)
    .map((v) => v.trim())
    .filter((v) => v && v.length <= MAX_VALUE_LENGTH);
  return [...new Set(kept)].slice(0, MAX_VALUES);
}

/** Reads a search from its URL; anything unknown or out of range is left out rather than sent. */
export function readSearchState(params: URLSearchParams): SearchState {
  const specs: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) {
    const key = name.slice(SPEC_PARAM_PREFIX.length).trim();
    if (!name.startsWith(SPEC_PARAM_PREFIX) || !key) continue;
    const chosen = values(params, name);
    if (chosen.length) specs[key] = chosen;
  }
  const page = Number(params.get('page'));
  const rating = Number(params.get('min_rating'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    categories: values(params, 'category'),
    brands: values(params, 'brand'),
    price: PRICE_BUCKETS.find((b) => b.key === params.get('price'))?.key ?? null,
    minRating: RATING_OPTIONS.find((r) => r === rating) ?? null,
    inStock: params.get('in_stock') === 'true',
    specs,
    ordering: SEARCH_ORDERINGS.find((o) => o === params.get('ordering')) ?? DEFAULT_SEARCH.ordering,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGES) : 1,
  };
}

/** The URL of a search, defaults left out, always in the same order. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const slug of state.categories) params.append('category', slug);
  for (const brand of state.brands) params.append('brand', brand);
  if (state.price) params.set('price', state.price);
  if (state.minRating !== null) params.set('min_rating', String(state.minRating));
  if (state.inStock) params.set('in_stock', 'true');
  for (const [key, chosen] of Object.entries(state.specs)) {
    for (const value of chosen) params.append(specParamName(key), value);
  }
  if (state.ordering !== DEFAULT_SEARCH.ordering) params.set('ordering', state.ordering);
  if (state.view !== DEFAULT_SEARCH.view) params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The `/api/search/` parameters of a search, without the page. */
export function searchApiParams(state: SearchState): QueryParams {
  const params: QueryParams = {
    q: state.q || undefined,
    category: state.categories,
    brand: state.brands,
    ...priceBucketBounds(state.price ?? ''),
    in_stock: state.inStock ? 'true' : undefined,
    min_rating: state.minRating === null ? undefined : String(state.minRating),
    ordering: state.ordering === DEFAULT_SEARCH.ordering ? undefined : state.ordering,
  };
  for (const [key, chosen] of Object.entries(state.specs)) params[specParamName(key)] = chosen;
  return params;
}

export function hasFilters(state: SearchState): boolean {
  return (
    state.categories.length > 0 ||
    state.brands.length > 0 ||
    state.price !== null ||
    state.minRating !== null ||
    state.inStock ||
    Object.keys(state.specs).length > 0
  );
}

/** The same search with different filters: back to the first page. */
export function withFilters(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, ...change, page: 1 };
}

/** Keeps the words, the sort and the layout; drops every filter. */
export function clearFilters(state: SearchState): SearchState {
  return { ...DEFAULT_SEARCH, q: state.q, ordering: state.ordering, view: state.view };
}

export function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function toggleSpec(specs: Record<string, string[]>, key: string, value: string): Record<string, string[]> {
  const { [key]: chosen = [], ...others } = specs;
  const next = toggle(chosen, value);
  return next.length ? { ...others, [key]: next } : others;
}

export interface FilterChip {
  key: string;
  label: string;
  remove(state: SearchState): SearchState;
}

/** One removable chip per active filter; `labelOf` names a category slug. */
export function filterChips(state: SearchState, labelOf: (slug: string) => string): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const slug of state.categories) {
    chips.push({
      key: `category:${slug}`,
      label: labelOf(slug),
      remove: (s) => withFilters(s, { categories: s.categories.filter((c) => c !== slug) }),
    });
  }
  for (const brand of state.brands) {
    chips.push({
      key: `brand:${brand}`,
      label: brand,
      remove: (s) => withFilters(s, { brands: s.brands.filter((b) => b !== brand) }),
    });
  }
  const bucket = PRICE_BUCKETS.find((b) => b.key === state.price);
  if (bucket) chips.push({ key: 'price', label: bucket.label, remove: (s) => withFilters(s, { price: null }) });
  if (state.minRating !== null) {
    chips.push({
      key: 'rating',
      label: `${state.minRating}★ & up`,
      remove: (s) => withFilters(s, { minRating: null }),
    });
  }
  if (state.inStock) chips.push({ key: 'stock', label: 'In stock', remove: (s) => withFilters(s, { inStock: false }) });
  for (const [key, chosen] of Object.entries(state.specs)) {
    for (const value of chosen) {
      chips.push({
        key: `spec:${key}:${value}`,
        label: `${key}: ${value}`,
        remove: (s) => withFilters(s, { specs: toggleSpec(s.specs, key, value) }),
      });
    }
  }
  return chips;
}
