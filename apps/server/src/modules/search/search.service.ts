import {
  type FacetCount,
  type Paginated,
  PRICE_BUCKETS,
  type Product,
  type SearchOrdering,
  type SearchQuery,
  type SearchResult,
  SPEC_PARAM_PREFIX,
  type Suggestions,
} from '@makerbazaar/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalog.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { getProductsByIds, productFilterCondition } from '../catalog/catalog.service.js';
import { alternativesOf } from './synonyms.js';

const MAX_WORDS = 8;
const SPEC_FACETS = 6;
const SPEC_VALUES = 8;

/** Letters and digits only: quotes, %, \, &, :* and the like never reach a query as operators. */
export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * Reads misspelled words as the closest word of the catalogue ("sensr" → "sensor"): a word that
 * starts no known word is replaced by its most similar known word (trigram similarity ≥ 0.3).
 */
async function correctWords(db: Queryable, words: string[]): Promise<string[]> {
  if (words.length === 0) return words;
  // The trigram lookup runs only for a word that begins no known word.
  const rows = await db.execute<{ word: string; known: boolean; closest: string | null }>(sql`
    select w.word, k.known,
      case when k.known then null else
        (select t.word from search_terms t where t.word % w.word order by similarity(t.word, w.word) desc, t.word limit 1)
      end as closest
    from unnest(string_to_array(${words.join(' ')}, ' ')) as w(word),
      lateral (select exists (select 1 from search_terms t where t.word like w.word || '%') as known) k`);
  const byWord = new Map(
    rowsOf<{ word: string; known: boolean; closest: string | null }>(rows).map((r) => [r.word, r]),
  );
  return words.map((w) => {
    const row = byWord.get(w);
    return row && !row.known && row.closest ? row.closest : w;
  });
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A tsquery where every word must match, as a prefix ("ardu" finds Arduino), or through one of its
 * synonyms. Words are letters and digits only, so the text is safe to hand to to_tsquery.
 */
export function toTsQuery(words: string[]): string {
  return words
    .map((word) => {
      const options = alternativesOf(word).map((phrase) => {
        // Short words ("pi", "ir") match whole words only; longer ones also as prefixes ("ardu").
        const parts = phrase.flatMap((p) => searchWords(p)).map((p) => (p.length >= 3 ? `${p}:*` : p));
        return parts.length > 1 ? `(${parts.join(' & ')})` : (parts[0] ?? '');
      });
      return `(${options.filter(Boolean).join(' | ')})`;
    })
    .join(' & ');
}

function literalPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The specification filters of a query: `spec.<name>` → accepted values. */
export function specFilters(query: SearchQuery): [string, string[]][] {
  return Object.entries(query)
    .filter(([key, value]) => key.startsWith(SPEC_PARAM_PREFIX) && Array.isArray(value))
    .map(([key, value]) => [key.slice(SPEC_PARAM_PREFIX.length), value as string[]]);
}

interface Conditions {
  text: SQL | undefined;
  category: SQL | undefined;
  brand: SQL | undefined;
  price: SQL | undefined;
  rest: SQL;
}

function buildConditions(query: SearchQuery, tsquery: string | null, literal: string | null): Conditions {
  const text = tsquery
    ? sql`${sql.raw('"products"."search_vector"')} @@ ${tsquery}::tsquery`
    : literal
      ? sql`(${products.name} ilike ${literal} or ${products.description} ilike ${literal})`
      : undefined;
  const specs = specFilters(query).map(
    ([name, values]) =>
      sql`(${sql.join(
        values.map((value) => sql`${products.specifications} @> ${JSON.stringify([{ name, value }])}::jsonb`),
        sql` or `,
      )})`,
  );
  return {
    text,
    category: query.category?.length ? productFilterCondition({ category: query.category }) : undefined,
    brand: query.brand?.length ? productFilterCondition({ brand: query.brand }) : undefined,
    price:
      query.min_price !== undefined || query.max_price !== undefined
        ? productFilterCondition({ min_price: query.min_price, max_price: query.max_price })
        : undefined,
    rest: and(
      productFilterCondition({ in_stock: query.in_stock, featured: query.featured }),
      query.min_rating !== undefined ? sql`${products.rating} >= ${query.min_rating}` : undefined,
      ...specs,
    ) as SQL,
  };
}

const all = (...parts: (SQL | undefined)[]) => and(...parts) as SQL;

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

const ORDER_SQL: Record<SearchOrdering, string> = {
  relevance: 'rank desc, is_featured desc, created_at desc',
  price: 'price_paise asc',
  '-price': 'price_paise desc',
  '-rating': 'rating desc, num_reviews desc',
  newest: 'created_at desc',
};

/** Above this many results the specification facets are left out: across so many kinds of part they mean nothing. */
const SPEC_FACETS_UP_TO = 1_000;

interface Pass {
  page: { id: number; total: number }[] | null;
  categories: FacetCount[] | null;
  brands: FacetCount[] | null;
  prices: Record<string, number> | null;
  specs: { name: string; value: string; count: number }[] | null;
}

/**
 * Full-text search over the catalogue with typo correction, synonyms and prefixes, every filter,
 * and facet counts. The text match runs once (a materialized CTE that also flags each row against
 * the category, brand and price filters); the page and every facet are read from it in the same
 * statement. Each facet counts under every filter but its own, so a customer sees what choosing
 * another option would give.
 */
export async function searchProducts(db: Queryable, query: SearchQuery, url: string): Promise<SearchResult> {
  const q = query.q ?? '';
  const words = searchWords(q);
  const corrected = await correctWords(db, words);
  const tsquery = corrected.length ? toTsQuery(corrected) : null;
  const literal = !tsquery && q ? literalPattern(q) : null;
  const c = buildConditions(query, tsquery, literal);
  const page: PageRequest = { page: query.page, pageSize: query.page_size };
  const rank = tsquery
    ? sql`ts_rank_cd("products"."search_vector", ${tsquery}::tsquery) +
        case when lower(${products.name}) = ${q.toLowerCase()} then 10
             when lower(${products.name}) like ${`${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} then 2 else 0 end`
    : sql`0`;
  const ordering = ORDER_SQL[query.ordering ?? 'relevance'];
  const buckets = PRICE_BUCKETS.map(
    (b) =>
      sql`${b.key}::text, count(*) filter (where price_paise >= ${b.min * 100}${b.max === null ? sql`` : sql` and price_paise < ${b.max * 100}`})`,
  );

  const result = await db.execute(sql`
    with base as materialized (
      select ${products.id} as id, ${categories.slug} as category_slug, ${categories.name} as category_name,
        ${products.brand} as brand, ${products.pricePaise} as price_paise, ${products.rating} as rating,
        ${products.numReviews} as num_reviews, ${products.isFeatured} as is_featured, ${products.createdAt} as created_at,
        ${rank} as rank,
        ${c.category ?? sql`true`} as in_category, ${c.brand ?? sql`true`} as in_brand, ${c.price ?? sql`true`} as in_price
      from ${products} inner join ${categories} on ${categories.id} = ${products.categoryId}
      where ${all(c.text, c.rest)}
    )
    select
      (select json_agg(json_build_object('id', id, 'total', total)) from (
        select id, count(*) over () as total from base where in_category and in_brand and in_price
        order by ${sql.raw(ordering)}, id limit ${page.pageSize} offset ${pageOffset(page)}) pg) as page,
      (select json_agg(json_build_object('value', value, 'label', label, 'count', n) order by n desc, label) from (
        select category_slug as value, min(category_name) as label, count(*)::int as n from base
        where in_brand and in_price group by category_slug) f) as categories,
      (select json_agg(json_build_object('value', value, 'label', value, 'count', n) order by n desc, value) from (
        select brand as value, count(*)::int as n from base where in_category and in_price group by brand) f) as brands,
      (select json_build_object(${sql.join(buckets, sql`, `)}) from base where in_category and in_brand) as prices,
      (select json_agg(json_build_object('name', name, 'value', value, 'count', n)) from (
        select s->>'name' as name, s->>'value' as value, count(*)::int as n
        from base b inner join ${products} on ${products.id} = b.id, jsonb_array_elements(${products.specifications}) s
        where b.in_category and b.in_brand and b.in_price
          and (select count(*) from base where in_category and in_brand and in_price) <= ${SPEC_FACETS_UP_TO}
        group by 1, 2) f) as specs`);
  const [pass] = rowsOf<Pass>(result);
  const everything = all(c.text, c.category, c.brand, c.price, c.rest);
  const rows = pass?.page ?? [];
  const total = Number(rows[0]?.total ?? (page.page === 1 ? 0 : await countWhere(db, everything)));
  const found = await getProductsByIds(
    db,
    rows.map((r) => r.id),
  );
  const results = rows.flatMap((r) => {
    const product = found.get(r.id);
    return product ? [product] : [];
  });
  const paged: Paginated<Product> = paginate(url, page, total, results);
  const specifications = topSpecifications(pass?.specs ?? []);
  const correctedQuery = corrected.join(' ');
  return {
    ...paged,
    query: q,
    corrected_query: words.length && correctedQuery !== words.join(' ') ? correctedQuery : null,
    facets: {
      categories: pass?.categories ?? [],
      brands: pass?.brands ?? [],
      price_buckets: PRICE_BUCKETS.map((b) => ({
        value: b.key,
        label: b.label,
        count: Number(pass?.prices?.[b.key] ?? 0),
      })),
      specifications,
    },
  };
}

async function countWhere(db: Queryable, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return row?.n ?? 0;
}

/** What the header offers while a customer types: the best products and categories for the prefix. */
export async function suggest(db: Queryable, q: string): Promise<Suggestions> {
  const words = await correctWords(db, searchWords(q));
  if (words.length === 0) return { products: [], categories: [] };
  const tsquery = toTsQuery(words);
  const matches = sql`${sql.raw('"products"."search_vector"')} @@ ${tsquery}::tsquery`;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(all(matches, productFilterCondition({})))
    .orderBy(desc(sql`ts_rank_cd(${sql.raw('"products"."search_vector"')}, ${tsquery}::tsquery)`), asc(products.id))
    .limit(6);
  const found = await getProductsByIds(
    db,
    rows.map((r) => r.id),
  );
  const categoryRows = await db
    .select({ slug: categories.slug, name: categories.name })
    .from(categories)
    .where(and(eq(categories.isActive, true), sql`to_tsvector('simple', ${categories.name}) @@ ${tsquery}::tsquery`))
    .orderBy(asc(categories.sortOrder))
    .limit(3);
  return {
    products: rows.flatMap((r) => {
      const p = found.get(r.id);
      return p
        ? [{ id: p.id, slug: p.slug, name: p.name, brand: p.brand, price: p.price, primary_image: p.primary_image }]
        : [];
    }),
    categories: categoryRows,
  };
}
