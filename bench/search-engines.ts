// Our text index against MiniSearch and Orama (issue 29): relevance on the judged queries of the
// sample catalogue, then build time, heap after build and p50/p99 latency of the query mix of
// bench/search.ts on generated catalogues. Each library is fed the same text as ours (name, brand,
// category, description, specifications; the words after "for" in a name go with the category),
// split into the same words (hyphenated part numbers also joined), with our stop words, our stemmer
// and, where the library takes them, our synonyms. Ours runs through searchProducts (its facet
// counts included); the libraries rank and filter, then read the same page from the database.

import { rupeesToPaise, type SearchQuery, searchQuerySchema } from '@makerbazaar/core';
import { type AnyOrama, create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { and, eq } from 'drizzle-orm';
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { Queryable } from '../apps/server/src/db/client.js';
import { categories, products } from '../apps/server/src/db/schema/catalog.js';
import { stockLevels } from '../apps/server/src/db/schema/stock.js';
import { productsInOrder } from '../apps/server/src/modules/catalog/catalog.service.js';
import { catalogueFilters, ProductIndex } from '../apps/server/src/modules/catalog/product-index.js';
import { readQuery, searchProducts } from '../apps/server/src/modules/search/search.service.js';
import { CHEAP_WORDS, STOP_WORDS } from '../apps/server/src/modules/text-search/synonyms.js';
import { synonymsOf, termOf } from '../apps/server/src/modules/text-search/text-index.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { openTestDatabase } from '../apps/server/src/testing/test-app.js';
import { addGeneratedProducts } from './generated-catalogue.js';
import { JUDGED_QUERIES } from './relevance-queries.js';
import { percentile, QUERY_MIX, settledHeap } from './search.js';

/** Our field weights (text-index.ts): name and brand 5, category 2.5, description and specifications 1. */
const BOOST = { name: 5, brand: 5, category: 2.5, description: 1, specifications: 1 };
const TEXT_FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];
/** Where a product name turns from what the part is to what it fits, as ProductIndex reads it. */
const FITS = /\s+for\s+(.*)/i;

interface CatalogueDocument {
  id: number;
  slug: string;
  name: string;
  brand: string;
  category: string;
  description: string;
  specifications: string;
  categorySlug: string;
  brandKey: string;
  pricePaise: number;
  stock: number;
}

/** The products a shopper may see (active, in an active category), as the libraries index them. */
async function readCatalogue(db: Queryable): Promise<CatalogueDocument[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      brand: products.brand,
      description: products.description,
      specifications: products.specifications,
      pricePaise: products.pricePaise,
      stock: stockLevels.quantity,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(and(eq(products.isActive, true), eq(categories.isActive, true)));
  return rows.map((row) => {
    const [what = '', fits = ''] = row.name.split(FITS);
    return {
      id: row.id,
      slug: row.slug,
      name: what,
      brand: row.brand,
      category: `${row.categoryName} ${fits}`,
      description: row.description,
      specifications: row.specifications.map((s) => `${s.name} ${s.value}`).join(' '),
      categorySlug: row.categorySlug,
      brandKey: row.brand.toLowerCase(),
      pricePaise: row.pricePaise,
      stock: row.stock ?? 0,
    };
  });
}

const PIECES = /[\p{L}\p{N}]+(?:[-:][\p{L}\p{N}]+)*/gu;

/** Words as our index splits them: letters and digits; "HC-SR04" also as "hcsr04" and "sr04". */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const piece of text.toLowerCase().match(PIECES) ?? []) {
    const parts = piece.split(/[-:]/);
    words.push(...parts);
    for (let i = 0; i + 1 < parts.length; i++) words.push(parts.slice(i).join(''));
  }
  return words;
}

const meaningful = (word: string) => !STOP_WORDS.has(word) && !CHEAP_WORDS.has(word);

/** Terms as our index keeps them: stop words out, English words by their Porter stem. */
const termsOf = (text: string) => wordsOf(text).filter(meaningful).map(termOf);

/** One engine, built over a database's catalogue: the ids of a page of results, best first. */
interface BuiltEngine {
  search(query: SearchQuery): Promise<number[]>;
  /** The search a shopper waits for: the page's products read from the database too. */
  serve(query: SearchQuery): Promise<unknown>;
  /**
   * Ours only: the same search without facet counts, which the libraries are not asked for, to
   * tell the cost of ranking from that of counting.
   */
  serveWithoutFacets?(query: SearchQuery): Promise<unknown>;
}

interface Engine {
  name: string;
  build(db: Queryable): Promise<BuiltEngine>;
}

const ours: Engine = {
  name: 'ours',
  async build(db) {
    const index = await ProductIndex.build(db);
    const serve = (query: SearchQuery) => searchProducts(db, index, query, '/api/search/');
    const serveWithoutFacets = (query: SearchQuery) => {
      const q = query.q ?? '';
      const { words, preferLowPrice } = readQuery(index, q);
      const filters = { ...catalogueFilters(query), words, phrase: q.trim().toLowerCase(), preferLowPrice };
      const offset = (query.page - 1) * query.page_size;
      return productsInOrder(db, index.select(filters, query.ordering ?? 'relevance', offset, query.page_size).ids);
    };
    return { serve, serveWithoutFacets, search: async (query) => (await serve(query)).results.map((p) => p.id) };
  },
};

/** The filters and orderings of the query mix, on a library's stored fields. */
function passesFilters(
  query: SearchQuery,
  doc: Pick<CatalogueDocument, 'categorySlug' | 'brandKey' | 'pricePaise' | 'stock'>,
) {
  if (query.in_stock === true && doc.stock <= 0) return false;
  if (query.category?.length && !query.category.includes(doc.categorySlug)) return false;
  if (query.brand?.length && !query.brand.some((b) => b.toLowerCase() === doc.brandKey)) return false;
  if (query.min_price !== undefined && doc.pricePaise < rupeesToPaise(query.min_price)) return false;
  if (query.max_price !== undefined && doc.pricePaise > rupeesToPaise(query.max_price)) return false;
  return true;
}

function pageOf<T>(items: T[], query: SearchQuery): T[] {
  const start = (query.page - 1) * query.page_size;
  return items.slice(start, start + query.page_size);
}

function miniSearch(combineWith: 'AND' | 'OR'): Engine {
  // Prefixes from three letters, as ours; typos within a fifth of the word, from four letters.
  const searchOptions: SearchOptions = {
    boost: BOOST,
    combineWith,
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 4 && !/\d/.test(term) ? 0.2 : false),
  };
  return {
    name: `minisearch-${combineWith.toLowerCase()}`,
    async build(db) {
      const index = new MiniSearch<CatalogueDocument>({
        fields: TEXT_FIELDS,
        storeFields: ['categorySlug', 'brandKey', 'pricePaise', 'stock'],
        tokenize: wordsOf,
        processTerm: (word) => (meaningful(word) ? termOf(word) : null),
        searchOptions,
      });
      await index.addAllAsync(await readCatalogue(db), { chunkSize: 100 });
      const search = async (query: SearchQuery) => {
        const words = wordsOf(query.q ?? '').filter(meaningful);
        // Our synonyms as a query tree: each word, or any of its alternatives (all of a phrase's words).
        const tree: Query = words.length
          ? {
              combineWith,
              queries: words.map((word) => ({
                combineWith: 'OR',
                queries: [[word], ...synonymsOf(word)].map((phrase) => ({
                  combineWith: 'AND',
                  queries: [phrase.join(' ')],
                })),
              })),
            }
          : MiniSearch.wildcard;
        const results = index.search(tree, {
          filter: (result) => passesFilters(query, result as unknown as CatalogueDocument),
        });
        if (query.ordering === 'price') results.sort((a, b) => a.pricePaise - b.pricePaise || a.id - b.id);
        return pageOf(results, query).map((result) => result.id as number);
      };
      return { search, serve: async (query) => productsInOrder(db, await search(query)) };
    },
  };
}

/** Orama with our analysis as its tokenizer (it calls one tokenizer for documents and queries). */
function orama(tolerance: number, threshold: number): Engine {
  return {
    name: `orama-tolerance${tolerance}-threshold${threshold}`,
    async build(db) {
      const index: AnyOrama = create({
        schema: {
          name: 'string',
          brand: 'string',
          category: 'string',
          description: 'string',
          specifications: 'string',
          categorySlug: 'enum',
          brandKey: 'enum',
          pricePaise: 'number',
          stock: 'number',
        },
        components: {
          tokenizer: {
            language: 'english',
            normalizationCache: new Map(),
            tokenize: (raw: string) => [...new Set(termsOf(raw))],
          },
        },
      });
      const documents = (await readCatalogue(db)).map(({ id, slug: _slug, ...fields }) => ({
        id: String(id),
        ...fields,
      }));
      await insertMultiple(index, documents, 100);
      const search = async (query: SearchQuery) => {
        const where: Record<string, unknown> = {};
        if (query.in_stock === true) where.stock = { gt: 0 };
        if (query.category?.length) where.categorySlug = { in: query.category };
        if (query.brand?.length) where.brandKey = { in: query.brand.map((b) => b.toLowerCase()) };
        if (query.min_price !== undefined || query.max_price !== undefined) {
          where.pricePaise = {
            ...(query.min_price === undefined ? {} : { gte: rupeesToPaise(query.min_price) }),
            ...(query.max_price === undefined ? {} : { lte: rupeesToPaise(query.max_price) }),
          };
        }
        const term = wordsOf(query.q ?? '')
          .filter(meaningful)
          .join(' ');
        const results = await oramaSearch(index, {
          // Without words, only the filters: naming the properties would score every word of the catalogue.
          ...(term ? { term, properties: TEXT_FIELDS, boost: BOOST, tolerance, threshold } : {}),
          where,
          ...(query.ordering === 'price' ? { sortBy: { property: 'pricePaise', order: 'ASC' } } : {}),
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
        });
        return results.hits.map((hit) => Number(hit.id));
      };
      return { search, serve: async (query) => productsInOrder(db, await search(query)) };
    },
  };
}

/** The libraries configured as well as each allows; the relevance run picks each one's best. */
const LIBRARY_VARIANTS: Engine[][] = [
  [miniSearch('AND'), miniSearch('OR')],
  [orama(0, 0), orama(1, 0), orama(0, 1), orama(1, 1)],
];

const round = (n: number) => Number(n.toFixed(3));

/**
 * hit@3: the share of queries with a product they want in the first three; MRR of the first wanted
 * product in the first ten; the share of queries that found nothing (those written to find nothing,
 * wanting no product, count as right when empty and are left out of hit@3 and MRR).
 */
async function judge(db: Queryable, engine: Engine, slugOf: Map<number, string>) {
  const built = await engine.build(db);
  type Tally = {
    queries: number;
    judged: number;
    hits: number;
    reciprocalRanks: number;
    empty: number;
    wrongAnswers: number;
  };
  const tallies = new Map<string, Tally>();
  const tally = (kind: string) => {
    const found = tallies.get(kind) ?? {
      queries: 0,
      judged: 0,
      hits: 0,
      reciprocalRanks: 0,
      empty: 0,
      wrongAnswers: 0,
    };
    tallies.set(kind, found);
    return found;
  };
  for (const judged of JUDGED_QUERIES) {
    const query = searchQuerySchema.parse({ q: judged.q, page_size: '10' });
    const slugs = (await built.search(query)).map((id) => slugOf.get(id));
    const wanted = [...judged.top3, ...(judged.top10 ?? [])];
    const kind = 'kind' in judged && typeof judged.kind === 'string' ? judged.kind : 'all';
    for (const t of kind === 'all' ? [tally('all')] : [tally('all'), tally(kind)]) {
      t.queries++;
      if (slugs.length === 0) t.empty++;
      if (wanted.length === 0) {
        if (slugs.length) t.wrongAnswers++;
        continue;
      }
      const first = slugs.findIndex((slug) => slug !== undefined && wanted.includes(slug));
      t.judged++;
      if (first >= 0 && first < 3) t.hits++;
      t.reciprocalRanks += first < 0 ? 0 : 1 / (first + 1);
    }
  }
  return Object.fromEntries(
    [...tallies].map(([kind, t]) => [
      kind,
      {
        queries: t.queries,
        hitAt3: round(t.hits / Math.max(1, t.judged)),
        mrr: round(t.reciprocalRanks / Math.max(1, t.judged)),
        shareEmpty: round(t.empty / t.queries),
        answeredWhenNoneWanted: t.wrongAnswers,
      },
    ]),
  );
}

async function relevanceOfEngines() {
  const { database, drop } = await openTestDatabase('');
  try {
    await seedSampleData(database.db);
    const slugOf = new Map((await readCatalogue(database.db)).map((d) => [d.id, d.slug]));
    const results: Record<string, Awaited<ReturnType<typeof judge>>> = {};
    for (const engine of [ours, ...LIBRARY_VARIANTS.flat()])
      results[engine.name] = await judge(database.db, engine, slugOf);
    return results;
  } finally {
    await drop();
  }
}

/** The variant of each library with the best MRR, ties to hit@3: the one measured for speed and memory. */
function bestVariants(relevance: Record<string, Record<string, { mrr: number; hitAt3: number }>>): Engine[] {
  const score = (engine: Engine) => {
    const all = relevance[engine.name]?.all;
    return (all?.mrr ?? 0) * 10 + (all?.hitAt3 ?? 0);
  };
  return LIBRARY_VARIANTS.map((variants) => variants.reduce((best, v) => (score(v) > score(best) ? v : best)));
}

interface Measurement {
  buildSeconds: number;
  heapMb: number;
  p50Ms: number;
  p99Ms: number;
  withoutFacets?: { p50Ms: number; p99Ms: number };
}

async function measure(db: Queryable, engine: Engine, queries: SearchQuery[]): Promise<Measurement> {
  const heapBefore = settledHeap();
  const start = performance.now();
  let built: BuiltEngine | undefined = await engine.build(db);
  const buildSeconds = (performance.now() - start) / 1000;
  const heapMb = (settledHeap() - heapBefore) / 1e6;
  const withoutFacets = built.serveWithoutFacets?.bind(built);
  for (const query of queries) await Promise.all([built.serve(query), withoutFacets?.(query)]); // warm-up
  const timings: number[] = [];
  const timingsWithoutFacets: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const query of queries) {
      let t = performance.now();
      await built.serve(query);
      timings.push(performance.now() - t);
      if (!withoutFacets) continue;
      t = performance.now();
      await withoutFacets(query);
      timingsWithoutFacets.push(performance.now() - t);
    }
  }
  built = undefined;
  settledHeap();
  timings.sort((a, b) => a - b);
  timingsWithoutFacets.sort((a, b) => a - b);
  return {
    buildSeconds,
    heapMb,
    p50Ms: percentile(timings, 50),
    p99Ms: percentile(timings, 99),
    ...(withoutFacets
      ? { withoutFacets: { p50Ms: percentile(timingsWithoutFacets, 50), p99Ms: percentile(timingsWithoutFacets, 99) } }
      : {}),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Build, heap and latency of each engine on a generated catalogue of `size` products: the engines
 * take turns (a different one first each run), three runs, and each figure is the median of three,
 * as the 2-core machine is shared and one run's numbers are noisy.
 */
async function speedOfEngines(engines: Engine[], size: number, runs = 3) {
  const { database, drop } = await openTestDatabase('');
  try {
    await seedSampleData(database.db);
    await addGeneratedProducts(database.db, size);
    const queries = QUERY_MIX.map((qs) => searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))));
    const measured = new Map<string, Measurement[]>(engines.map((e) => [e.name, []]));
    for (let run = 0; run < runs; run++) {
      const turn = [...engines.slice(run % engines.length), ...engines.slice(0, run % engines.length)];
      for (const engine of turn) measured.get(engine.name)?.push(await measure(database.db, engine, queries));
    }
    return Object.fromEntries(
      [...measured].map(([name, runsOf]) => [
        name,
        {
          products: size,
          buildSeconds: Number(median(runsOf.map((m) => m.buildSeconds)).toFixed(2)),
          heapMb: Math.round(median(runsOf.map((m) => m.heapMb))),
          p50Ms: median(runsOf.map((m) => m.p50Ms)),
          p99Ms: median(runsOf.map((m) => m.p99Ms)),
          ...(runsOf[0]?.withoutFacets
            ? {
                withoutFacets: {
                  p50Ms: median(runsOf.map((m) => m.withoutFacets?.p50Ms ?? 0)),
                  p99Ms: median(runsOf.map((m) => m.withoutFacets?.p99Ms ?? 0)),
                },
              }
            : {}),
          runs: runsOf.map((m) => ({
            ...m,
            buildSeconds: Number(m.buildSeconds.toFixed(2)),
            heapMb: Math.round(m.heapMb),
          })),
        },
      ]),
    );
  } finally {
    await drop();
  }
}

/**
 * Relevance of every variant, then speed and memory of ours and each library's best variant at
 * each size; each part is handed to `save` as soon as it is measured, as the 100k runs take long.
 */
export async function searchEngines(save: (part: string, data: unknown) => void, sizes = [10_000, 100_000], runs = 3) {
  const relevance = await relevanceOfEngines();
  save('relevance', relevance);
  const engines = [ours, ...bestVariants(relevance)];
  for (const size of sizes) save(String(size), await speedOfEngines(engines, size, runs));
}
