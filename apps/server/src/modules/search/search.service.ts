import type { ListingFacets, Paginated, SearchQuery, SearchResult } from '@makerbazaar/core';
import { readIndicQuery } from '@makerbazaar/core/indic-search';
import type { Queryable } from '../../db/client.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { type ProductRecord, productsInOrder } from '../catalog/catalog.service.js';
import { toListingFacets } from '../catalog/listing-facets.js';
import { catalogueFilters, type ProductIndex } from '../catalog/product-index.js';
import { CHEAP_WORDS, STOP_WORDS } from '../text-search/synonyms.js';
import { queryWords } from '../text-search/text-index.js';

const MAX_QUERY_WORDS = 8;
/** How many corrections of each misspelled word are tried together, and how many combinations at most. */
const CORRECTIONS_PER_WORD = 3;
const COMBINATIONS_TRIED = 9;
/** Up to how many typed words may make one part number ("hc sr 501" → "hcsr501"). */
const JOINED_UP_TO = 3;
/** A joined word this long may also be the start of a part number ("stm32 f103" → "stm32f103c8t6"). */
const JOINED_PREFIX_FROM = 6;
/** Words after which a query says what the part is for or comes with, and Hindi ones before which it does. */
const AFTER_WORDS = new Set(['for', 'with']);
const BEFORE_WORDS = new Set(['liye', 'lie']);

/** How the index reads a customer's query. */
export interface ReadQuery {
  /** The words every result must match (or, relaxed, the most of), misspellings corrected. */
  words: string[];
  /** Positions in `words` of those saying what the part is for ("for raspberry pi"), a bit each. */
  purpose: number;
  /** The query as typed with only misspellings corrected, when one was. */
  corrected: string | null;
  /** The query's words as read, misspellings corrected ("sevro moter" → "servo motor"). */
  understood: string;
  /** "cheap", "sasta": rank cheaper matches higher. */
  preferLowPrice: boolean;
}

/**
 * A part number typed in pieces, joined: two or three neighbouring words that make a catalogue word
 * with letters and digits ("sg 90", "hc sr 501", "74 hc 595"), the longest first.
 */
function joinPartNumbers(index: ProductIndex, words: string[]): { word: string; from: number }[] {
  const joined: { word: string; from: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    let taken = 1;
    for (let n = Math.min(JOINED_UP_TO, words.length - i); n >= 2 && taken === 1; n--) {
      const pieces = words.slice(i, i + n);
      const word = pieces.join('');
      if (pieces.some((piece) => piece.includes('.')) || !/\d/.test(word) || !/[a-z]/.test(word)) continue;
      if (index.hasWord(word) || (word.length >= JOINED_PREFIX_FROM && index.knows(word))) {
        joined.push({ word, from: i });
        taken = n;
      }
    }
    if (taken === 1) joined.push({ word: words[i] ?? '', from: i });
    i += taken - 1;
  }
  return joined;
}

/**
 * A part number typed joined that the catalogue has apart, split where letters meet digits into
 * the longest catalogue words ("nema17" → "nema 17", "esp8266mod" → "esp8266 mod"); a word it
 * cannot split so is kept whole.
 */
function splitPartNumber(index: ProductIndex, word: string): string[] {
  const pieces = word.match(/[a-z]+|\d+/g) ?? [];
  if (pieces.length < 2 || index.knows(word) || word.includes('.')) return [word];
  const split: string[] = [];
  for (let i = 0; i < pieces.length; ) {
    let end = pieces.length;
    while (end > i && !index.knows(pieces.slice(i, end).join(''))) end--;
    if (end === i) return [word];
    split.push(pieces.slice(i, end).join(''));
    i = end;
  }
  return split;
}

/**
 * The misspelled words read as catalogue words, corrected together: of the likeliest corrections of
 * each, the combination whose best product matches every word best ("soldring iorn" → "soldering
 * iron", not "soldering ion"), else the likeliest one.
 */
function correctTogether(index: ProductIndex, words: string[]): string[] {
  const choices = words.map((word) => {
    if (index.knows(word)) return [word];
    const closest = index.closestWords(word, CORRECTIONS_PER_WORD);
    return closest.length ? closest : [word];
  });
  if (choices.every((c) => c.length === 1)) return choices.map((c) => c[0] ?? '');
  // Combinations in order of the sum of their choices' ranks: the likeliest first.
  let combinations: number[][] = [[]];
  for (const c of choices) combinations = combinations.flatMap((picked) => c.map((_, rank) => [...picked, rank]));
  const rankSum = (picked: number[]) => picked.reduce((sum, rank) => sum + rank, 0);
  combinations.sort((a, b) => rankSum(a) - rankSum(b));
  const wordsOf = (picked: number[]) => picked.map((rank, i) => choices[i]?.[rank] ?? '');
  let best = combinations[0] ?? [];
  let bestScore = 0;
  for (const picked of combinations.slice(0, COMBINATIONS_TRIED)) {
    const score = index.bestScore(wordsOf(picked));
    if (score > bestScore) {
      best = picked;
      bestScore = score;
    }
  }
  return wordsOf(best);
}

/**
 * Which typed words say what the part is for rather than what it is: those after "for" or "with"
 * ("dht22 sensor for raspberry pi"), and in Hindi those before "ke liye" ("robot ke liye wheel").
 */
function purposeOf(typed: string[]): boolean[] {
  const purpose = typed.map(() => false);
  let start = 0;
  typed.forEach((word, i) => {
    if (AFTER_WORDS.has(word)) for (let j = i + 1; j < typed.length; j++) purpose[j] = true;
    if (BEFORE_WORDS.has(word) && !purpose[i]) {
      for (let j = start; j < i; j++) purpose[j] = true;
      start = i + 1;
    }
  });
  return purpose;
}

/**
 * Reads a query as the index will match it: words that say nothing about the part ("ka", "for")
 * and price words ("sasta") are set aside, a value is one word however typed ("16 x 2" → "16x2"),
 * a part number typed in pieces is joined ("sg 90" → "sg90"), and words the catalogue does not
 * have are read as their likeliest catalogue words, together ("sevro moter" → "servo motor").
 */
export function readQuery(index: ProductIndex, q: string): ReadQuery {
  const typed = queryWords(q).slice(0, MAX_QUERY_WORDS);
  const preferLowPrice = typed.some((word) => CHEAP_WORDS.has(word));
  const forPurpose = purposeOf(typed);
  const meaningful = typed.flatMap((word, i) =>
    STOP_WORDS.has(word) || CHEAP_WORDS.has(word) ? [] : [{ word, purpose: forPurpose[i] ?? false }],
  );
  // A query of nothing but such words ("the") is looked for as it is.
  const kept = meaningful.length || preferLowPrice ? meaningful : typed.map((word) => ({ word, purpose: false }));
  const joined = joinPartNumbers(
    index,
    kept.map((k) => k.word),
  ).flatMap(({ word, from }) => splitPartNumber(index, word).map((piece) => ({ word: piece, from })));
  const words = correctTogether(
    index,
    joined.map((j) => j.word),
  );
  const corrections = new Map<string, string>();
  joined.forEach(({ word }, i) => {
    const corrected = words[i] ?? word;
    if (corrected !== word) corrections.set(word, corrected);
  });
  const purpose = joined.reduce((mask, { from }, i) => (kept[from]?.purpose ? mask | (1 << i) : mask), 0);
  const correctedQuery = typed.map((word) => corrections.get(word) ?? word).join(' ');
  return {
    words,
    purpose,
    corrected: corrections.size ? correctedQuery : null,
    understood: correctedQuery,
    preferLowPrice,
  };
}

/**
 * A query as the English index reads it, with what to show as understood: one in Devanagari, Telugu
 * or Tamil (whole or in part) is read into English through the glossaries and by sound (decision
 * 032), and the English read is always shown ("तापमान सेंसर" → "temperature sensor"); an English one
 * shows only its corrections.
 */
function understandQuery(index: ProductIndex, q: string): ReadQuery & { phrase: string } {
  const reading = readIndicQuery(q, (romanised) => index.soundingLike(romanised));
  const read = readQuery(index, reading.text);
  return {
    ...read,
    // A query of fillers alone ("का") was read as nothing: no reading to show.
    corrected: reading.translated ? read.understood || null : read.corrected,
    phrase: reading.text.trim().toLowerCase(),
  };
}

/** A page of search results as products in paise, with how the query was read and the facet counts. */
export interface SearchPage
  extends Paginated<ProductRecord>,
    Pick<SearchResult, 'query' | 'corrected_query' | 'relaxed_query'> {
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
  const read = understandQuery(index, q);
  const page: PageRequest = { page: query.page, pageSize: query.page_size };
  const selection = index.selectWithFacets(
    {
      ...catalogueFilters(query),
      words: read.words,
      purpose: read.purpose,
      phrase: read.phrase,
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
    relaxed_query: selection.relaxedTo?.join(' ') ?? null,
    facets: toListingFacets(selection.facets),
  };
}

/** What the header offers while a customer types: the best products and categories for the prefix. */
export async function suggest(db: Queryable, index: ProductIndex, q: string): Promise<SuggestionRecords> {
  const { words, purpose, preferLowPrice, phrase } = understandQuery(index, q);
  if (words.length === 0) return { products: [], categories: [] };
  const { ids } = index.select({ words, purpose, phrase, preferLowPrice }, 'relevance', 0, 6);
  return {
    products: await productsInOrder(db, ids),
    categories: index
      .categoriesMatching(words)
      .slice(0, 3)
      .map((c) => ({ slug: c.slug, name: c.name })),
  };
}
