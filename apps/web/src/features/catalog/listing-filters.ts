import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DEFAULT_LISTING_ORDERING,
  type ListingOrdering,
  normaliseOrdering,
  PRICE_BUCKETS,
  type PriceBucketKey,
  priceBucketBounds,
  SPEC_PARAM_PREFIX,
  specParamName,
} from '@makerbazaar/core';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryParams } from '@/lib/api-client';
import { KEEP_SCROLL } from '@/lib/scroll-restoration';

export type ListingView = 'grid' | 'list';

/**
 * What a product listing shows (the home page, a category, search), kept in its URL under the
 * API's own parameter names, so a link, a reload or Back shows the same products.
 */
export interface ListingState {
  q: string;
  categories: string[];
  brands: string[];
  /** Rupees; null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  inStock: boolean;
  /** Specification filters: key → accepted values (any of them). */
  specs: Record<string, string[]>;
  ordering: ListingOrdering;
  view: ListingView;
  /** How many result pages are shown ("Load more" adds one). */
  page: number;
}

export const DEFAULT_LISTING: ListingState = {
  q: '',
  categories: [],
  brands: [],
  minPrice: null,
  maxPrice: null,
  minRating: null,
  inStock: false,
  specs: {},
  ordering: DEFAULT_LISTING_ORDERING,
  view: 'grid',
  page: 1,
};

/**
 * How each ordering is offered; without search words, relevance lists featured products, then the newest.
 * A message to show with the screen's `i18n._(…)`.
 */
export function orderingLabel(ordering: ListingOrdering, searching: boolean): MessageDescriptor {
  switch (ordering) {
    case 'relevance':
      return searching ? msg`Relevance` : msg`Featured`;
    case 'price':
      return msg`Price: low to high`;
    case '-price':
      return msg`Price: high to low`;
    case '-rating':
      return msg`Top rated`;
    case 'newest':
      return msg`Newest first`;
    case 'name':
      return msg`Name: A to Z`;
    case '-discount':
      return msg`Biggest discount`;
  }
}

/** The names of the price buckets (the shared rule's English labels, as messages). */
export const PRICE_BUCKET_LABELS: Record<PriceBucketKey, MessageDescriptor> = {
  '0-500': msg`Under ₹500`,
  '500-1000': msg`₹500 – ₹1,000`,
  '1000-5000': msg`₹1,000 – ₹5,000`,
  '5000+': msg`₹5,000 and above`,
};

/** "4★ & up": a minimum rating as a filter reads. */
export function ratingLabel(i18n: I18n, rating: number): string {
  return i18n._(msg`${rating}★ & up`);
}

export const RATING_OPTIONS = [4, 3, 2, 1] as const;
export const MAX_PAGES = 20;
const MAX_QUERY = 200;
// The API's limits for a repeatable parameter and for an amount in rupees.
const MAX_VALUES = 30;
const MAX_VALUE_LENGTH = 100;
const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

function values(params: URLSearchParams, name: string): string[] {
  const kept = params
    .getAll(name)
    .map((v) => v.trim())
    .filter((v) => v && v.length <= MAX_VALUE_LENGTH);
  return [...new Set(kept)].slice(0, MAX_VALUES);
}

function rupees(value: string | null): number | null {
  return value !== null && RUPEES.test(value) ? Number(value) : null;
}

/** The price bounds of a bucket, in the state's terms. */
function bucketRange(key: string): Pick<ListingState, 'minPrice' | 'maxPrice'> {
  const bounds = priceBucketBounds(key);
  return { minPrice: rupees(bounds.min_price ?? null), maxPrice: rupees(bounds.max_price ?? null) };
}

/**
 * Reads a listing from its URL; anything unknown or out of range is left out rather than sent.
 * A price bucket comes as `price=500-1000`, other bounds as `min_price` and `max_price`; older
 * ordering names (`sort=deals`, `ordering=-created_at`) still work.
 */
export function readListingState(params: URLSearchParams): ListingState {
  const specs: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) {
    const key = name.slice(SPEC_PARAM_PREFIX.length).trim();
    if (!name.startsWith(SPEC_PARAM_PREFIX) || !key) continue;
    const chosen = values(params, name);
    if (chosen.length) specs[key] = chosen;
  }
  const page = Number(params.get('page'));
  const rating = Number(params.get('min_rating'));
  const bucket = params.get('price');
  let { minPrice, maxPrice } = bucket ? bucketRange(bucket) : DEFAULT_LISTING;
  minPrice = rupees(params.get('min_price')) ?? minPrice;
  maxPrice = rupees(params.get('max_price')) ?? maxPrice;
  const inOrder = minPrice === null || maxPrice === null || minPrice <= maxPrice;
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    categories: values(params, 'category'),
    brands: values(params, 'brand'),
    minPrice: inOrder && minPrice !== 0 ? minPrice : null,
    maxPrice: inOrder ? maxPrice : null,
    minRating: RATING_OPTIONS.find((r) => r === rating) ?? null,
    inStock: params.get('in_stock') === 'true',
    specs,
    ordering:
      normaliseOrdering(params.get('ordering')) ?? normaliseOrdering(params.get('sort')) ?? DEFAULT_LISTING.ordering,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGES) : 1,
  };
}

/** The URL of a listing, defaults left out, always in the same order. */
export function writeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const slug of state.categories) params.append('category', slug);
  for (const brand of state.brands) params.append('brand', brand);
  // A bucket by its name (`price=0-500`), other bounds as amounts.
  const bucket = priceBucketOf(state);
  if (bucket) params.set('price', bucket);
  else {
    if (state.minPrice !== null) params.set('min_price', String(state.minPrice));
    if (state.maxPrice !== null) params.set('max_price', String(state.maxPrice));
  }
  if (state.minRating !== null) params.set('min_rating', String(state.minRating));
  if (state.inStock) params.set('in_stock', 'true');
  for (const [key, chosen] of Object.entries(state.specs)) {
    for (const value of chosen) params.append(specParamName(key), value);
  }
  if (state.ordering !== DEFAULT_LISTING.ordering) params.set('ordering', state.ordering);
  if (state.view !== DEFAULT_LISTING.view) params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change to a listing, made on the listing as it is when the change applies. */
export type ListingChange = (current: ListingState) => ListingState;

/**
 * The listing in the page's URL, and a way to change it: filters, words and sort are new history
 * entries (Back undoes them); layout and "Load more" replace the current one. Other parameters of
 * the URL are dropped.
 *
 * A change made before the page shows the previous one (a brand ticked, then a sort chosen at
 * once) builds on that previous change, not on what is still shown, so neither is lost.
 */
export function useListingState(): [ListingState, (change: ListingChange, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListingState(params), [params]);
  const unshown = useRef<{ state: ListingState; urls: string[] } | null>(null);
  useEffect(() => {
    const pending = unshown.current;
    if (!pending) return;
    const at = pending.urls.indexOf(params.toString());
    // The last change is shown, or the page went elsewhere (Back, a link): the URL is current again.
    if (at === -1 || at === pending.urls.length - 1) unshown.current = null;
  }, [params]);
  const go = (change: ListingChange, replace = false) => {
    const next = change(unshown.current?.state ?? state);
    const url = writeListingState(next);
    unshown.current = { state: next, urls: [...(unshown.current?.urls ?? []), url.toString()] };
    setParams(url, { replace, state: KEEP_SCROLL });
  };
  return [state, go];
}

/** The listing API parameters of a listing, without the words and the page. */
export function listingApiParams(state: ListingState): QueryParams {
  const params: QueryParams = {
    category: state.categories,
    brand: state.brands,
    min_price: state.minPrice === null ? undefined : String(state.minPrice),
    max_price: state.maxPrice === null ? undefined : String(state.maxPrice),
    in_stock: state.inStock ? 'true' : undefined,
    min_rating: state.minRating === null ? undefined : String(state.minRating),
    ordering: state.ordering === DEFAULT_LISTING.ordering ? undefined : state.ordering,
  };
  for (const [key, chosen] of Object.entries(state.specs)) params[specParamName(key)] = chosen;
  return params;
}

/** The price bucket the price bounds are exactly, if any. */
export function priceBucketOf(state: ListingState): PriceBucketKey | null {
  if (state.minPrice === null && state.maxPrice === null) return null;
  return (
    PRICE_BUCKETS.find((b) => {
      const range = bucketRange(b.key);
      return range.minPrice === state.minPrice && range.maxPrice === state.maxPrice;
    })?.key ?? null
  );
}

/** The same listing in one price bucket, or at every price. */
export function withPriceBucket(state: ListingState, key: PriceBucketKey | null): ListingState {
  return withFilters(state, key ? bucketRange(key) : { minPrice: null, maxPrice: null });
}

export function hasFilters(state: ListingState): boolean {
  return (
    state.categories.length > 0 ||
    state.brands.length > 0 ||
    state.minPrice !== null ||
    state.maxPrice !== null ||
    state.minRating !== null ||
    state.inStock ||
    Object.keys(state.specs).length > 0
  );
}

/** The same listing with different filters: back to the first page. */
export function withFilters(state: ListingState, change: Partial<ListingState>): ListingState {
  return { ...state, ...change, page: 1 };
}

/** Keeps the words, the sort and the layout; drops every filter. */
export function clearFilters(state: ListingState): ListingState {
  return { ...DEFAULT_LISTING, q: state.q, ordering: state.ordering, view: state.view };
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
  remove(state: ListingState): ListingState;
}

/** How a price filter reads: a bucket by its name, other bounds as amounts. */
function priceLabel(i18n: I18n, state: ListingState, formatPrice: (rupees: number) => string): string {
  const bucket = priceBucketOf(state);
  if (bucket) return i18n._(PRICE_BUCKET_LABELS[bucket]);
  if (state.minPrice !== null && state.maxPrice !== null) {
    return `${formatPrice(state.minPrice)} – ${formatPrice(state.maxPrice)}`;
  }
  if (state.minPrice !== null) {
    const price = formatPrice(state.minPrice);
    return i18n._(msg`From ${price}`);
  }
  const price = formatPrice(state.maxPrice ?? 0);
  return i18n._(msg`Up to ${price}`);
}

/**
 * One removable chip per active filter; `labelOf` names a category slug. A screen passes its own
 * `i18n` (from `useLingui`), so the chips read in the page's language.
 */
export function filterChips(
  state: ListingState,
  labelOf: (slug: string) => string,
  formatPrice: (rupees: number) => string,
  i18n: I18n,
): FilterChip[] {
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
  if (state.minPrice !== null || state.maxPrice !== null) {
    chips.push({
      key: 'price',
      label: priceLabel(i18n, state, formatPrice),
      remove: (s) => withPriceBucket(s, null),
    });
  }
  if (state.minRating !== null) {
    chips.push({
      key: 'rating',
      label: ratingLabel(i18n, state.minRating),
      remove: (s) => withFilters(s, { minRating: null }),
    });
  }
  if (state.inStock) {
    chips.push({ key: 'stock', label: i18n._(msg`In stock`), remove: (s) => withFilters(s, { inStock: false }) });
  }
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
