import type { ListingFacets, Paginated, SearchQuery, SearchResult } from '@makerbazaar/core';
import type { Queryable } from '../../db/client.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { type ProductRecord, productsInOrder } from '../catalog/catalog.service.js';
import { toListingFacets } from '../catalog/listing-facets.js';
import { catalogueFilters, type ProductIndex } from '../catalog/product-index.js';
import { CHEAP_WORDS, STOP_WORDS } from '../text-search/synonyms.js';
import { tokenize } from '../text-search/text-index.js';

const MAX_QUERY_WORDS = 8;

/** How the index reads a customer's query. */
export interface ReadQuery {
  /** The words every result must match, misspellings corrected. */
  words: string[];
  /** The query as typed with only misspellings corrected, when one was. */
  corrected: string | null;
  /** "cheap", "sasta": rank cheaper matches higher. */
  preferLowPrice: boolean;
}

/**
 * Reads a query as the index will match it: words that say nothing about the part ("ka", "for")
 * and price words ("sasta") are set aside, a part number typed in pieces is joined ("sg 90" →
 * "sg90"), and a word the catalogue does not have is read as its closest word ("sensr" → "sensor").
 */
export function readQuery(index: ProductIndex, q: string): ReadQuery {
  const typed = tokenize(q).slice(0, MAX_QUERY_WORDS);
  const preferLowPrice = typed.some((word) => CHEAP_WORDS.has(word));
  const meaningful = typed.filter((word) => !STOP_WORDS.has(word) && !CHEAP_WORDS.has(word));
  // A query of nothing but such words ("the") is looked for as it is.
  const kept = meaningful.length || preferLowPrice ? meaningful : typed;
  const words: string[] = [];
  const corrections = new Map<string, string>();
  for (let i = 0; i < kept.length; i++) {
    const word = kept[i] ?? '';
    const next = kept[i + 1];
    if (next !== undefined && (!index.knows(word) || !index.knows(next)) && index.hasWord(word + next)) {
      words.push(word + next);
      i++;
      continue;
    }
    const corrected = index.knows(word) ? word : (index.closestWord(word) ?? word);
    if (corrected !== word) corrections.set(word, corrected);
    words.push(corrected);
  }
  const correctedQuery = typed.map((word) => corrections.get(word) ?? word).join(' ');
  return { words, corrected: corrections.size ? correctedQuery : null, preferLowPrice };
}

/** A page of search results as products in paise, with how the query was read and the facet counts. */
export interface SearchPage extends Paginated<ProductRecord>, Pick<SearchResult, 'query' | 'corrected_query' | 'relaxed_query'> {
  facets: ListingFacets;
}

/** What the header offers for a prefix: the best products, and the categories named like it. */
export interface SuggestionRecords {
  products: ProductRecord[];
  categories: { slug: string; name: string }[];
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
): Promise<SearchPage> {
  const q = query.q ?? '';
  const read = readQuery(index, q);
  const page: PageRequest = { page: query.page, pageSize: query.page_size };
  const selection = index.selectWithFacets(
    {
      ...catalogueFilters(query),
      words: read.words,
      phrase: q.trim().toLowerCase(),
      preferLowPrice: read.preferLowPrice,
      // A query without letters or digits ("%", "(((") is looked for as typed.
      literal: read.words.length || read.preferLowPrice ? undefined : q,
    },
    // "sasta" alone: the whole catalogue, cheapest first.
    query.ordering ?? (read.preferLowPrice && !read.words.length ? 'price' : 'relevance'),
    pageOffset(page),
    page.pageSize,
  );
  const paged = paginate(url, page, selection.total, await productsInOrder(db, selection.ids));
  return {
    ...paged,
    query: q,
    corrected_query: read.corrected,
    relaxed_query: null,
    facets: toListingFacets(selection.facets),
  };
}

/** What the header offers while a customer types: the best products and categories for the prefix. */
export async function suggest(db: Queryable, index: ProductIndex, q: string): Promise<SuggestionRecords> {
  const { words, preferLowPrice } = readQuery(index, q);
  if (words.length === 0) return { products: [], categories: [] };
  const { ids } = index.select({ words, phrase: q.trim().toLowerCase(), preferLowPrice }, 'relevance', 0, 6);
  return {
    products: await productsInOrder(db, ids),
    categories: index
      .categoriesMatching(words)
      .slice(0, 3)
      .map((c) => ({ slug: c.slug, name: c.name })),
  };
}
