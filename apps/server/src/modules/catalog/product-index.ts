import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type FacetCount,
  type ListingFilters,
  type ListingOrdering,
  listingSpecFilters,
  PRICE_BUCKETS,
  rupeesToPaise,
} from '@makerbazaar/core';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { catalogVersion, categories, products } from '../../db/schema/catalog.js';
import { stockLevels } from '../../db/schema/stock.js';
import { noteAvailabilityUsed } from '../stock/shown-stock.js';
import type { StockLevel } from '../stock/stock.service.js';
import { LITERAL_FIELDS, TextIndex } from '../text-search/text-index.js';

/** The shared catalogue version (bumped by every catalogue write) and the structure version (categories, deletions). */
export interface CatalogVersion {
  version: number;
  structureVersion: number;
}

export async function readCatalogVersion(db: Queryable): Promise<CatalogVersion> {
  const [row] = await db
    .select({ version: catalogVersion.version, structureVersion: catalogVersion.structureVersion })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  return row ?? { version: 0, structureVersion: 0 };
}

/** The catalogue filters, in the units the index keeps (paise, lower-case slugs and brands). */
export interface ProductFilters {
  /**
   * Query words (already corrected), every one of which must match; results are scored. When no
   * shown product has them all, the products with the most of them (`ProductPage.relaxedTo`).
   */
  words?: string[];
  /** Positions in `words` of those saying what the part is for, a bit each: relaxing drops them first. */
  purpose?: number;
  /** The whole query, lower-cased: a product named exactly so comes first. */
  phrase?: string;
  /** Among products matching the words, rank cheaper ones higher ("cheap arduino"). */
  preferLowPrice?: boolean;
  /**
   * Every word (or the start of a word) and every other character ("%") must appear in the name,
   * brand, category or description.
   */
  literal?: string;
  categories?: string[];
  brands?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  inStock?: boolean;
  featured?: boolean;
  minRating?: number;
  /** Specification name → accepted values; a product needs one of the values of every name. */
  specifications?: [string, string[]][];
}

/** The listing filters of a query string (the same for every listing) in the index's units. */
export function catalogueFilters(query: ListingFilters): ProductFilters {
  return {
    categories: query.category,
    brands: query.brand,
    minPricePaise: query.min_price === undefined ? undefined : rupeesToPaise(query.min_price),
    maxPricePaise: query.max_price === undefined ? undefined : rupeesToPaise(query.max_price),
    inStock: query.in_stock,
    featured: query.featured,
    minRating: query.min_rating,
    specifications: listingSpecFilters(query),
  };
}

export type ProductOrder = ListingOrdering;

export interface SpecificationCount {
  name: string;
  value: string;
  count: number;
}

export interface ProductPage {
  ids: number[];
  total: number;
  /**
   * When no product matched every query word and the results match fewer: the words (of
   * `filters.words`) every result matches.
   */
  relaxedTo?: string[];
}

export interface ProductSelection extends ProductPage {
  facets: {
    categories: FacetCount[];
    brands: FacetCount[];
    /** Counts in the order of PRICE_BUCKETS. */
    priceBuckets: number[];
    /** Left empty above SPEC_FACETS_UP_TO results: across so many kinds of part they mean nothing. */
    specifications: SpecificationCount[];
  };
}

export const SPEC_FACETS_UP_TO = 1_000;

/** Rows read at a time while building an index. */
const BUILD_PAGE = 1_000;
/** Rows put into a new index between two turns of the event loop, so a build never holds up requests for long. */
const BUILD_SLICE = 100;
/** How far a cheap query lifts the cheapest match: its score grows by half, the dearest's by nothing. */
const LOW_PRICE_LIFT = 0.5;
/** How far a name equal to the query, or beginning with it, lifts a match. */
const EXACT_NAME_LIFT = 1;
const NAME_START_LIFT = 0.25;
/** Added to a featured product's creation time (in ms) to put it before every product that is not. */
const FEATURED_FIRST = 1e14;

interface IndexedCategory {
  id: number;
  slug: string;
  name: string;
  active: boolean;
}

const byPosition = (a: number, b: number) => a - b;

/** For a product whose category row is gone: never shown (inactive). */
const MISSING_CATEGORY: IndexedCategory = { id: 0, slug: '', name: '', active: false };

interface IndexedProduct {
  id: number;
  category: IndexedCategory;
  name: string;
  nameKey: string;
  brand: string;
  brandKey: string;
  /** A digest of the indexed text, to tell a change of words from one of price or stock. */
  textDigest: string;
  /** `name\u0000value` per specification row. */
  specifications: string[];
  pricePaise: number;
  /** Its place in PRICE_BUCKETS. */
  priceBucket: number;
  /** The saving as a fraction of the MRP; null without an MRP. */
  discount: number | null;
  stock: number;
  /** The revision of the stock row `stock` was read from: an older level read later is ignored. */
  stockRevision: number;
  rating: number;
  numReviews: number;
  active: boolean;
  featured: boolean;
  createdAt: number;
  /** Featured products first, then the newest: one number, so ordering many products stays cheap. */
  browseKey: number;
}

const specKey = (name: string, value: string) => `${name}\u0000${value}`;

/** Where a product name turns from what the part is to what it fits ("Shield for Arduino"). */
const FITS = /\s+for\s+(.*)/i;

/** A literal search's parts: words, and single characters that are neither letters, digits nor spaces. */
const LITERAL_PARTS = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

const productColumns = {
  id: products.id,
  categoryId: products.categoryId,
  name: products.name,
  brand: products.brand,
  description: products.description,
  specifications: products.specifications,
  uses: products.uses,
  pricePaise: products.pricePaise,
  originalPricePaise: products.originalPricePaise,
  stock: sql<number>`coalesce(${stockLevels.quantity}, 0)`.mapWith(Number),
  stockRevision: sql<number>`coalesce(${stockLevels.revision}, 0)`.mapWith(Number),
  rating: products.rating,
  numReviews: products.numReviews,
  isActive: products.isActive,
  isFeatured: products.isFeatured,
  createdAt: products.createdAt,
  changedInVersion: products.changedInVersion,
};
type ProductRow = {
  [K in Exclude<keyof typeof productColumns, 'stock' | 'stockRevision'>]: (typeof products.$inferSelect)[K];
} & { stock: number; stockRevision: number };

type Comparator = (a: number, b: number) => number;

/**
 * The catalogue in memory for listing, filtering, sorting, counting facets and matching words:
 * PostgreSQL stays the record, and each process keeps this projection of it in step through the
 * catalogue version: products changed since the last look are re-read, and a change of categories
 * or a deletion is applied in place. When that leaves the text stale (a category renamed) or full
 * of replaced products, the owner builds a new index beside this one (catalog.cache.ts). Pages of
 * results are then read from the database by id.
 */
export class ProductIndex {
  /** Indexed by document number; a product replaced with new text moves to a new number. */
  private readonly documents: (IndexedProduct | undefined)[] = [];
  private readonly documentOf = new Map<number, number>();
  private readonly categoriesById = new Map<number, IndexedCategory>();
  /** Active categories in their menu order, and their names as a text index numbered by that order. */
  private activeCategories: IndexedCategory[] = [];
  private categoryText = new TextIndex();
  private readonly text = new TextIndex();
  /** One copy of each brand and specification string, however many products repeat it. */
  private readonly strings = new Map<string, string>();
  private replaced = 0;
  /**
   * Every document, featured first then newest: the order of a list without words (the catalogue,
   * a category page), kept until a product is added, replaced, removed or re-featured.
   */
  private browseOrder: Int32Array | undefined;
  /** A category was renamed: products still carry its old name in the text index. */
  private categoryTextStale = false;

  private constructor(private at: CatalogVersion) {}

  /**
   * Builds an index of the whole catalogue, a page of products at a time, letting requests run
   * between pages: a rebuild beside a serving index must not stall its searches.
   */
  static async build(db: Queryable): Promise<ProductIndex> {
    const index = new ProductIndex(await readCatalogVersion(db));
    index.applyCategories(await readCategories(db));
    index.text.startBuild();
    let after = 0;
    for (;;) {
      const rows = await db
        .select(productColumns)
        .from(products)
        .leftJoin(stockLevels, eq(stockLevels.productId, products.id))
        .where(gt(products.id, after))
        .orderBy(asc(products.id))
        .limit(BUILD_PAGE);
      for (let i = 0; i < rows.length; i += BUILD_SLICE) {
        for (const row of rows.slice(i, i + BUILD_SLICE)) index.put(row);
        await nextTurn();
      }
      const last = rows.at(-1);
      if (!last || rows.length < BUILD_PAGE) break;
      after = last.id;
    }
    index.text.finishBuild();
    return index;
  }

  get version(): CatalogVersion {
    return this.at;
  }

  /** Whether a new index should be built beside this one: its text is stale or full of replaced products. */
  needsRebuild(): boolean {
    return this.categoryTextStale || this.replaced > 1_000 + this.documentOf.size / 4;
  }

  /**
   * Brings the index up to `target`. Every product write stamps the row with the catalogue version
   * it made, under the version row's lock, so the rows with a stamp above ours are exactly the ones
   * we have not seen. Category changes and deletions move the structure version: categories are
   * re-read and deleted products dropped, in place.
   */
  async catchUp(db: Queryable, target: CatalogVersion): Promise<void> {
    if (target.structureVersion !== this.at.structureVersion) {
      const categoryRows = await readCategories(db);
      const present = await db.select({ id: products.id }).from(products);
      this.applyCategories(categoryRows);
      this.dropProductsNotIn(new Set(present.map((p) => p.id)));
    }
    const rows = await db
      .select(productColumns)
      .from(products)
      .leftJoin(stockLevels, eq(stockLevels.productId, products.id))
      .where(gt(products.changedInVersion, this.at.version));
    let version = Math.max(target.version, this.at.version);
    for (const row of rows) {
      this.put(row);
      version = Math.max(version, row.changedInVersion);
    }
    this.at = { version, structureVersion: Math.max(target.structureVersion, this.at.structureVersion) };
  }

  /**
   * Takes the categories as they are now. Products point at their category's object, so a category
   * hidden, re-slugged or reordered shows at once; a renamed one is searched under its old name
   * until the next rebuild.
   */
  private applyCategories(rows: IndexedCategory[]): void {
    const current = new Set<number>();
    for (const row of rows) {
      current.add(row.id);
      const known = this.categoriesById.get(row.id);
      if (!known) {
        this.categoriesById.set(row.id, { ...row });
        continue;
      }
      if (known.name !== row.name) this.categoryTextStale = true;
      Object.assign(known, row);
    }
    for (const [id, category] of this.categoriesById) if (!current.has(id)) category.active = false;
    this.activeCategories = rows.filter((c) => c.active).flatMap((c) => this.categoriesById.get(c.id) ?? []);
    this.categoryText = new TextIndex();
    this.activeCategories.forEach((category, i) => {
      this.categoryText.add(i, { name: category.name, category: '', description: '', specifications: '', uses: '' });
    });
  }

  private dropProductsNotIn(present: Set<number>): void {
    for (const [id, document] of this.documentOf) {
      if (present.has(id)) continue;
      this.documents[document] = undefined;
      this.documentOf.delete(id);
      this.replaced++;
      this.browseOrder = undefined;
    }
  }

  private intern(text: string): string {
    const known = this.strings.get(text);
    if (known !== undefined) return known;
    this.strings.set(text, text);
    return text;
  }

  private put(row: ProductRow): void {
    const category = this.categoriesById.get(row.categoryId) ?? MISSING_CATEGORY;
    const specifications = row.specifications.map((s) => `${s.name} ${s.value}`).join(' ');
    const uses = row.uses.join(' ');
    const product: IndexedProduct = {
      id: row.id,
      category,
      name: row.name,
      nameKey: row.name.toLowerCase(),
      brand: this.intern(row.brand),
      brandKey: this.intern(row.brand.toLowerCase()),
      textDigest: createHash('sha1')
        .update([row.name, row.brand, row.description, specifications, uses].join('\u0000'))
        .digest('base64'),
      specifications: row.specifications.map((s) => this.intern(specKey(s.name, s.value))),
      pricePaise: row.pricePaise,
      priceBucket: PRICE_BUCKETS.findIndex(
        (b) => row.pricePaise >= b.min * 100 && (b.max === null || row.pricePaise < b.max * 100),
      ),
      discount:
        row.originalPricePaise && row.originalPricePaise > 0
          ? (row.originalPricePaise - row.pricePaise) / row.originalPricePaise
          : null,
      stock: row.stock,
      stockRevision: row.stockRevision,
      rating: row.rating,
      numReviews: row.numReviews,
      active: row.isActive,
      featured: row.isFeatured,
      createdAt: row.createdAt.getTime(),
      browseKey: row.createdAt.getTime() + (row.isFeatured ? FEATURED_FIRST : 0),
    };
    const current = this.documentOf.get(row.id);
    const before = current === undefined ? undefined : this.documents[current];
    if (before && before.stockRevision > product.stockRevision) {
      // The stock feed brought a newer level than this row's read: keep it.
      product.stock = before.stock;
      product.stockRevision = before.stockRevision;
    }
    if (current !== undefined && before && sameText(before, product)) {
      this.documents[current] = product;
      if (before.browseKey !== product.browseKey) this.browseOrder = undefined;
      return;
    }
    this.browseOrder = undefined;
    if (current !== undefined) {
      this.documents[current] = undefined;
      this.replaced++;
    }
    const document = this.documents.length;
    this.documents.push(product);
    this.documentOf.set(row.id, document);
    // "Motor Driver Shield for Arduino" is a shield: what a part fits says less than what it is.
    const [what = '', fits = ''] = row.name.split(FITS);
    this.text.add(document, {
      name: `${what} ${row.brand}`,
      category: `${category.name} ${fits}`,
      description: row.description,
      specifications,
      uses,
    });
  }

  /**
   * Takes stock levels read from the database (the change feed, or this process's own writes) in
   * place, without a rebuild; a level older than the one held is ignored. Says whether a product
   * came into or went out of stock, which changes what the in_stock filter picks.
   */
  applyStock(levels: StockLevel[]): boolean {
    let availabilityChanged = false;
    for (const level of levels) {
      const document = this.documentOf.get(level.productId);
      const product = document === undefined ? undefined : this.documents[document];
      if (!product || level.revision <= product.stockRevision) continue;
      if (product.stock > 0 !== level.quantity > 0) availabilityChanged = true;
      product.stock = level.quantity;
      product.stockRevision = level.revision;
    }
    return availabilityChanged;
  }

  /** Whether any product word begins with this one. */
  knows(word: string): boolean {
    return this.text.knows(word);
  }

  /** Whether a product has exactly this word or joined part number ("sg90"). */
  hasWord(word: string): boolean {
    return this.text.hasWord(word);
  }

  /** Up to `limit` product words a misspelled one may stand for, likeliest first. */
  closestWords(word: string, limit: number): string[] {
    return this.text.closestWords(word, limit);
  }

  /** The name, brand or category word a word romanised from an Indian script sounds like, or null. */
  soundingLike(romanised: string): string | null {
    return this.text.soundingLike(romanised);
  }

  /** The score of the best shown product that matches every word, 0 when none does. */
  bestScore(words: string[]): number {
    const { scores, documents } = this.text.match(words, this.documents.length);
    return documents.reduce((best, d) => (this.shown(d) ? Math.max(best, scores[d] ?? 0) : best), 0);
  }

  /** Whether a document is a product customers may see (active, in an active category). */
  private readonly shown = (document: number): boolean => {
    const p = this.documents[document];
    return Boolean(p?.active && p.category.active);
  };

  /** Active categories whose name matches every word, in menu order. */
  categoriesMatching(words: string[]): IndexedCategory[] {
    return this.categoryText
      .match(words, this.activeCategories.length)
      .documents.sort(byPosition)
      .flatMap((i) => this.activeCategories[i] ?? []);
  }

  /** One page of products for the filters in the given order, and their number. */
  select(filters: ProductFilters, order: ProductOrder, offset: number, limit: number): ProductPage {
    return this.scan(filters, order, offset, limit, false);
  }

  /**
   * A page as `select` gives it, with facet counts: each facet counts under every filter but its
   * own, so a customer sees what choosing another option would give.
   */
  selectWithFacets(filters: ProductFilters, order: ProductOrder, offset: number, limit: number): ProductSelection {
    return this.scan(filters, order, offset, limit, true);
  }

  private scan(
    filters: ProductFilters,
    order: ProductOrder,
    offset: number,
    limit: number,
    withFacets: false,
  ): ProductPage;
  private scan(
    filters: ProductFilters,
    order: ProductOrder,
    offset: number,
    limit: number,
    withFacets: true,
  ): ProductSelection;
  private scan(
    filters: ProductFilters,
    order: ProductOrder,
    offset: number,
    limit: number,
    withFacets: boolean,
  ): ProductPage | ProductSelection {
    const count = this.documents.length;
    const words = filters.words ?? [];
    // Relaxed when no shown product has every word: the most of them, and the words kept.
    const matched = words.length
      ? this.text.match(words, count, { relaxAmong: this.shown, purpose: filters.purpose })
      : undefined;
    const relaxedTo = matched?.kept?.map((i) => words[i] ?? '');
    const literalParts = filters.literal?.toLowerCase().match(LITERAL_PARTS);
    const literal = literalParts
      ? this.text.match(literalParts, count, { fields: LITERAL_FIELDS, synonyms: false })
      : undefined;
    const candidates = matched?.documents ?? literal?.documents;
    const categorySet = filters.categories?.length ? new Set(filters.categories.map((c) => c.toLowerCase())) : null;
    const brandSet = filters.brands?.length ? new Set(filters.brands.map((b) => b.toLowerCase())) : null;
    const specSets = (filters.specifications ?? []).map(
      ([name, values]) => new Set(values.map((v) => specKey(name, v))),
    );
    const { minPricePaise, maxPricePaise } = filters;

    const results: number[] = [];
    const byCategory = new Map<IndexedCategory, number>();
    const byBrand = new Map<string, number>();
    const priceBuckets = PRICE_BUCKETS.map(() => 0);
    const rank = new Float64Array(matched ? count : 0);

    const consider = (document: number) => {
      const p = this.documents[document];
      if (!p?.active || !p.category.active) return;
      if (filters.inStock !== undefined) noteAvailabilityUsed();
      if (filters.inStock === true && p.stock <= 0) return;
      if (filters.inStock === false && p.stock > 0) return;
      if (filters.featured !== undefined && p.featured !== filters.featured) return;
      if (filters.minRating !== undefined && p.rating < filters.minRating) return;
      if (literal && !literal.scores[document]) return;
      if (specSets.length && !specSets.every((accepted) => p.specifications.some((s) => accepted.has(s)))) return;
      const inCategory = !categorySet || categorySet.has(p.category.slug);
      const inBrand = !brandSet || brandSet.has(p.brandKey);
      const inPrice =
        (minPricePaise === undefined || p.pricePaise >= minPricePaise) &&
        (maxPricePaise === undefined || p.pricePaise <= maxPricePaise);
      if (withFacets) {
        if (inBrand && inPrice) byCategory.set(p.category, (byCategory.get(p.category) ?? 0) + 1);
        if (inCategory && inPrice) byBrand.set(p.brand, (byBrand.get(p.brand) ?? 0) + 1);
        if (inCategory && inBrand && p.priceBucket >= 0) {
          priceBuckets[p.priceBucket] = (priceBuckets[p.priceBucket] ?? 0) + 1;
        }
      }
      if (!(inCategory && inBrand && inPrice)) return;
      results.push(document);
      if (matched) {
        const { phrase } = filters;
        const lift = !phrase
          ? 0
          : p.nameKey === phrase
            ? EXACT_NAME_LIFT
            : p.nameKey.startsWith(phrase)
              ? NAME_START_LIFT
              : 0;
        rank[document] = (matched.scores[document] ?? 0) * (1 + lift);
      }
    };
    if (candidates) for (const d of candidates) consider(d);
    else for (let d = 0; d < count; d++) consider(d);
    if (matched && filters.preferLowPrice) this.liftLowPrices(results, rank);

    const page =
      order === 'relevance' && !matched
        ? this.inBrowseOrder(results, offset + limit).slice(offset)
        : topOf(results, offset + limit, this.comparator(order, rank)).slice(offset);
    const ids = page.map((d) => this.documents[d]?.id ?? 0);
    if (!withFacets) return { ids, total: results.length, relaxedTo };
    return {
      ids,
      total: results.length,
      relaxedTo,
      facets: {
        categories: [...byCategory]
          .map(([c, n]) => ({ value: c.slug, label: c.name, count: n }))
          .sort((a, b) => b.count - a.count || compareText(a.label, b.label)),
        brands: [...byBrand]
          .map(([brand, n]) => ({ value: brand, label: brand, count: n }))
          .sort((a, b) => b.count - a.count || compareText(a.value, b.value)),
        priceBuckets,
        specifications: results.length <= SPEC_FACETS_UP_TO ? this.specificationCounts(results) : [],
      },
    };
  }

  /** The first `k` of `results` in browse order, picked from the order kept, without sorting. */
  private inBrowseOrder(results: number[], k: number): number[] {
    if (!this.browseOrder) {
      const doc = (d: number) => this.documents[d] as IndexedProduct;
      this.browseOrder = Int32Array.from(this.documents.flatMap((p, d) => (p ? [d] : []))).sort(
        (a, b) => doc(b).browseKey - doc(a).browseKey || doc(a).id - doc(b).id,
      );
    }
    const wanted = new Uint8Array(this.documents.length);
    for (const d of results) wanted[d] = 1;
    const first: number[] = [];
    for (const d of this.browseOrder) {
      if (first.length >= k) break;
      if (wanted[d]) first.push(d);
    }
    return first;
  }

  /** Lifts cheaper matches, on a log scale of price from the cheapest match (half again) to the dearest (nothing). */
  private liftLowPrices(results: number[], rank: Float64Array): void {
    const price = (d: number) => Math.max(100, this.documents[d]?.pricePaise ?? 0);
    let low = Number.POSITIVE_INFINITY;
    let high = 0;
    for (const d of results) {
      low = Math.min(low, price(d));
      high = Math.max(high, price(d));
    }
    const span = Math.log(high / low) || 1;
    for (const d of results) rank[d] = (rank[d] ?? 0) * (1 + LOW_PRICE_LIFT * (1 - Math.log(price(d) / low) / span));
  }

  private specificationCounts(results: number[]): SpecificationCount[] {
    const counts = new Map<string, number>();
    for (const d of results) {
      for (const s of this.documents[d]?.specifications ?? []) counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    return [...counts].map(([key, count]) => {
      const [name = '', value = ''] = key.split('\u0000');
      return { name, value, count };
    });
  }

  private comparator(order: ProductOrder, rank: Float64Array): Comparator {
    const doc = (d: number) => this.documents[d] as IndexedProduct;
    const byId: Comparator = (a, b) => doc(a).id - doc(b).id;
    const then =
      (first: Comparator): Comparator =>
      (a, b) =>
        first(a, b) || byId(a, b);
    switch (order) {
      case 'price':
        return then((a, b) => doc(a).pricePaise - doc(b).pricePaise);
      case '-price':
        return then((a, b) => doc(b).pricePaise - doc(a).pricePaise);
      case '-rating':
        return then((a, b) => doc(b).rating - doc(a).rating || doc(b).numReviews - doc(a).numReviews);
      case 'newest':
        return then((a, b) => doc(b).createdAt - doc(a).createdAt);
      case 'name':
        return then((a, b) => compareText(doc(a).name, doc(b).name));
      case '-discount':
        // Biggest saving first; products without an MRP come last.
        return then(
          (a, b) => (doc(b).discount ?? Number.NEGATIVE_INFINITY) - (doc(a).discount ?? Number.NEGATIVE_INFINITY) || 0,
        );
      case 'relevance':
        // Without words every score is 0: featured first, then the newest arrivals. One flat
        // comparison, as it runs once per product when a whole large catalogue is listed.
        if (rank.length === 0) return (a, b) => doc(b).browseKey - doc(a).browseKey || doc(a).id - doc(b).id;
        return (a, b) =>
          (rank[b] ?? 0) - (rank[a] ?? 0) || doc(b).browseKey - doc(a).browseKey || doc(a).id - doc(b).id;
    }
  }
}

/** Byte order, as PostgreSQL's C collation sorts. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sameText(a: IndexedProduct, b: IndexedProduct): boolean {
  return a.textDigest === b.textDigest && a.category === b.category;
}

async function readCategories(db: Queryable): Promise<IndexedCategory[]> {
  return db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, active: categories.isActive })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** The first `k` of `items` in order, without sorting them all when there are many. */
function topOf(items: number[], k: number, compare: Comparator): number[] {
  if (items.length <= k * 4 || items.length <= 2_000) return items.sort(compare).slice(0, k);
  // A max-heap of the best k seen so far, its worst at the root.
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i] ?? 0, heap[j] ?? 0) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i] ?? 0;
    heap[i] = heap[j] ?? 0;
    heap[j] = t;
  };
  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (k > 0 && compare(item, heap[0] ?? 0) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
