import {
  type FacetCount,
  type Paginated,
  PRICE_BUCKETS,
  type Product,
  type SearchQuery,
  type SearchResult,
  SPEC_PARAM_PREFIX,
  type Suggestions,
} from '@makerbazaar/core';
import type { Queryable } from '../../db/client.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { productsInOrder } from '../catalog/catalog.service.js';
import { catalogueFilters, type ProductIndex } from '../catalog/product-index.js';
import { searchWords } from './text-index.js';

const SPEC_FACETS = 6;
const SPEC_VALUES = 8;

/** Reads misspelled words as the closest word of the catalogue ("sensr" → "sensor"); a word that begins a known word stays. */
function correctWords(index: ProductIndex, words: string[]): string[] {
  return words.map((word) => (index.knows(word) ? word : (index.closestWord(word) ?? word)));
}

/** The specification filters of a query: `spec.<name>` → accepted values. */
export function specFilters(query: SearchQuery): [string, string[]][] {
  return Object.entries(query)
    .filter(([key, value]) => key.startsWith(SPEC_PARAM_PREFIX) && Array.isArray(value))
    .map(([key, value]) => [key.slice(SPEC_PARAM_PREFIX.length), value as string[]]);
}

/** The specification names most results have, each with its most common values. */
function topSpecifications(
  rows: { name: string; value: string; count: number }[],
): SearchResult['facets']['specifications'] {
  const byName = new Map<string, { total: number; values: FacetCount[] }>();
  for (const row of rows) {
    const entry = byName.get(row.name) ?? { total: 0, values: [] };
    entry.total += row.count;
    entry.values.push({ value: row.value, label: row.value, count: row.count });
    byName.set(row.name, entry);
  }
  return [...byName]
    .sort(([a, x], [b, y]) => y.total - x.total || a.localeCompare(b))
    .slice(0, SPEC_FACETS)
    .map(([name, { values }]) => ({
      name,
      values: values.sort((x, y) => y.count - x.count || x.value.localeCompare(y.value)).slice(0, SPEC_VALUES),
    }));
}

/**
 * Search over the catalogue with typo correction, synonyms and prefixes, every filter, and facet
 * counts, from the product index; the page itself is read from the database.
 */
export async function searchProducts(
  db: Queryable,
  index: ProductIndex,
  query: SearchQuery,
  url: string,
): Promise<SearchResult> {
  const q = query.q ?? '';
  const words = searchWords(q);
  const corrected = correctWords(index, words);
  const page: PageRequest = { page: query.page, pageSize: query.page_size };
  const selection = index.selectWithFacets(
    {
      ...catalogueFilters(query),
      words: corrected,
      phrase: q.toLowerCase(),
      // A query without letters or digits ("%", "(((") is looked for as typed.
      literal: corrected.length ? undefined : q,
      minRating: query.min_rating,
      specifications: specFilters(query),
    },
    query.ordering ?? 'relevance',
    pageOffset(page),
    page.pageSize,
  );
  const paged: Paginated<Product> = paginate(url, page, selection.total, await productsInOrder(db, selection.ids));
  const correctedQuery = corrected.join(' ');
  return {
    ...paged,
    query: q,
    corrected_query: words.length && correctedQuery !== words.join(' ') ? correctedQuery : null,
    facets: {
      categories: selection.facets.categories,
      brands: selection.facets.brands,
      price_buckets: PRICE_BUCKETS.map((b, i) => ({
        value: b.key,
        label: b.label,
        count: selection.facets.priceBuckets[i] ?? 0,
      })),
      specifications: topSpecifications(selection.facets.specifications),
    },
  };
}

/** What the header offers while a customer types: the best products and categories for the prefix. */
export async function suggest(db: Queryable, index: ProductIndex, q: string): Promise<Suggestions> {
  const words = correctWords(index, searchWords(q));
  if (words.length === 0) return { products: [], categories: [] };
  const { ids } = index.select({ words, phrase: q.toLowerCase() }, 'relevance', 0, 6);
  return {
    products: (await productsInOrder(db, ids)).map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      brand: p.brand,
      price: p.price,
      primary_image: p.primary_image,
    })),
    categories: index
      .categoriesMatching(words)
      .slice(0, 3)
      .map((c) => ({ slug: c.slug, name: c.name })),
  };
}
