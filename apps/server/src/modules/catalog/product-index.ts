import { type FacetCount, PRICE_BUCKETS, type ProductFilterQuery, rupeesToPaise } from '@makerbazaar/core';
import { asc, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { catalogVersion, categories, products } from '../../db/schema/catalog.js';
import { TextIndex } from '../search/text-index.js';

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
  /** Query words (already corrected), every one of which must match; results are scored. */
  words?: string[];
  /** The whole query, lower-cased: a product named exactly so comes first. */
  phrase?: string;
  /** Each whitespace-separated part must appear, as typed, in the name, brand, category or description. */
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

/** The catalogue's query-string filters (shared by the product list and search) in the index's units. */
export function catalogueFilters(query: Omit<ProductFilterQuery, 'search'>): ProductFilters {
  return {
    categories: query.category,
    brands: query.brand,
    minPricePaise: query.min_price === undefined ? undefined : rupeesToPaise(query.min_price),
    maxPricePaise: query.max_price === undefined ? undefined : rupeesToPaise(query.max_price),
    inStock: query.in_stock,
    featured: query.featured,
  };
}

export type ProductOrder = 'relevance' | 'price' | '-price' | '-rating' | 'newest' | 'name' | '-discount';

export interface SpecificationCount {
  name: string;
  value: string;
  count: number;
}

export interface ProductPage {
  ids: number[];
  total: number;
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
  /** Name, brand, category and description, lower-cased, for the literal filter. */
  literalText: string;
  /** `name\u0000value` per specification row. */
  specifications: string[];
  pricePaise: number;
  /** Its place in PRICE_BUCKETS. */
  priceBucket: number;
  /** The saving as a fraction of the MRP; null without an MRP. */
  discount: number | null;
  stock: number;
  rating: number;
  numReviews: number;
  active: boolean;
  featured: boolean;
  createdAt: number;
}

const specKey = (name: string, value: string) => `${name}\u0000${value}`;

const productColumns = {
  id: products.id,
  categoryId: products.categoryId,
  name: products.name,
  brand: products.brand,
  description: products.description,
  specifications: products.specifications,
  pricePaise: products.pricePaise,
  originalPricePaise: products.originalPricePaise,
  stock: products.stock,
  rating: products.rating,
  numReviews: products.numReviews,
  isActive: products.isActive,
  isFeatured: products.isFeatured,
  createdAt: products.createdAt,
  changedInVersion: products.changedInVersion,
};
type ProductRow = {
  [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K];
};

type Comparator = (a: number, b: number) => number;

/**
 * The catalogue in memory for listing, filtering, sorting, counting facets and matching words:
 * PostgreSQL stays the record, and each process keeps this projection of it in step through the
 * catalogue version (products changed since the last look are re-read; a change of categories or
 * a deletion rebuilds it). Pages of results are then read from the database by id.
 */
export class ProductIndex {
  /** Indexed by document number; a product replaced with new text moves to a new number. */
  private readonly documents: (IndexedProduct | undefined)[] = [];
  private readonly documentOf = new Map<number, number>();
  private readonly categoriesById = new Map<number, IndexedCategory>();
  /** Active categories in their menu order, and their names as a text index numbered by that order. */
  private readonly activeCategories: IndexedCategory[] = [];
  private readonly categoryText = new TextIndex();
  private readonly text = new TextIndex();
  private replaced = 0;

  private constructor(private at: CatalogVersion) {}

  static async load(db: Queryable): Promise<ProductIndex> {
    const index = new ProductIndex(await readCatalogVersion(db));
    for (const c of await db
      .select({ id: categories.id, slug: categories.slug, name: categories.name, active: categories.isActive })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name))) {
      const category = { id: c.id, slug: c.slug, name: c.name, active: c.active };
      index.categoriesById.set(c.id, category);
      if (!c.active) continue;
      index.categoryText.add(index.activeCategories.length, {
        name: c.name,
        category: '',
        description: '',
        specifications: '',
      });
      index.activeCategories.push(category);
    }
    for (const row of await db.select(productColumns).from(products)) index.put(row);
    return index;
  }

  get version(): CatalogVersion {
    return this.at;
  }

  /** Whether the index should be built again rather than brought up to date. */
  needsRebuild(target: CatalogVersion): boolean {
    return target.structureVersion !== this.at.structureVersion || this.replaced > 1_000 + this.documentOf.size / 4;
  }

  /**
   * Re-reads the products written since this index was built or last brought up to date. Every
   * product write stamps the row with the catalogue version it made, under the version row's lock,
   * so the rows with a stamp above ours are exactly the ones we have not seen.
   */
  async catchUp(db: Queryable, target: CatalogVersion): Promise<void> {
    const rows = await db.select(productColumns).from(products).where(gt(products.changedInVersion, this.at.version));
    let version = target.version;
    for (const row of rows) {
      this.put(row);
      version = Math.max(version, row.changedInVersion);
    }
    this.at = { version, structureVersion: target.structureVersion };
  }

  private put(row: ProductRow): void {
    const category = this.categoriesById.get(row.categoryId) ?? MISSING_CATEGORY;
    const product: IndexedProduct = {
      id: row.id,
      category,
      name: row.name,
      nameKey: row.name.toLowerCase(),
      brand: row.brand,
      brandKey: row.brand.toLowerCase(),
      literalText: [row.name, row.brand, category.name, row.description].join('\n').toLowerCase(),
      specifications: row.specifications.map((s) => specKey(s.name, s.value)),
      pricePaise: row.pricePaise,
      priceBucket: PRICE_BUCKETS.findIndex(
        (b) => row.pricePaise >= b.min * 100 && (b.max === null || row.pricePaise < b.max * 100),
      ),
      discount:
        row.originalPricePaise && row.originalPricePaise > 0
          ? (row.originalPricePaise - row.pricePaise) / row.originalPricePaise
          : null,
      stock: row.stock,
      rating: row.rating,
      numReviews: row.numReviews,
      active: row.isActive,
      featured: row.isFeatured,
      createdAt: row.createdAt.getTime(),
    };
    const current = this.documentOf.get(row.id);
    const before = current === undefined ? undefined : this.documents[current];
    if (current !== undefined && before && sameText(before, product)) {
      this.documents[current] = product;
      return;
    }
    if (current !== undefined) {
      this.documents[current] = undefined;
      this.replaced++;
    }
    const document = this.documents.length;
    this.documents.push(product);
    this.documentOf.set(row.id, document);
    this.text.add(document, {
      name: `${row.name} ${row.brand}`,
      category: category.name,
      description: row.description,
      specifications: row.specifications.map((s) => `${s.name} ${s.value}`).join(' '),
    });
  }

  /** Whether any product word begins with this one. */
  knows(word: string): boolean {
    return this.text.knows(word);
  }

  /** The product word most like a misspelled one, if any is close enough. */
  closestWord(word: string): string | undefined {
    return this.text.closestWord(word);
  }

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
    const matched = filters.words?.length ? this.text.match(filters.words, count) : undefined;
    const candidates = matched ? matched.documents : undefined;
    const categorySet = filters.categories?.length ? new Set(filters.categories.map((c) => c.toLowerCase())) : null;
    const brandSet = filters.brands?.length ? new Set(filters.brands.map((b) => b.toLowerCase())) : null;
    const specSets = (filters.specifications ?? []).map(
      ([name, values]) => new Set(values.map((v) => specKey(name, v))),
    );
    const literalParts = (filters.literal ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const { minPricePaise, maxPricePaise } = filters;

    const results: number[] = [];
    const byCategory = new Map<IndexedCategory, number>();
    const byBrand = new Map<string, number>();
    const priceBuckets = PRICE_BUCKETS.map(() => 0);
    const rank = new Float64Array(matched ? count : 0);

    const consider = (document: number) => {
      const p = this.documents[document];
      if (!p?.active || !p.category.active) return;
      if (filters.inStock === true && p.stock <= 0) return;
      if (filters.inStock === false && p.stock > 0) return;
      if (filters.featured !== undefined && p.featured !== filters.featured) return;
      if (filters.minRating !== undefined && p.rating < filters.minRating) return;
      if (literalParts.length && !literalParts.every((part) => p.literalText.includes(part))) return;
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
        const exact = filters.phrase && p.nameKey === filters.phrase ? 10 : 0;
        const starts = !exact && filters.phrase && p.nameKey.startsWith(filters.phrase) ? 2 : 0;
        rank[document] = (matched.scores[document] ?? 0) + exact + starts;
      }
    };
    if (candidates) for (const d of candidates) consider(d);
    else for (let d = 0; d < count; d++) consider(d);

    const page = topOf(results, offset + limit, this.comparator(order, rank)).slice(offset);
    const ids = page.map((d) => this.documents[d]?.id ?? 0);
    if (!withFacets) return { ids, total: results.length };
    return {
      ids,
      total: results.length,
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
        // Without words every score is 0: featured first, then the newest arrivals.
        return then(
          (a, b) =>
            (rank[b] ?? 0) - (rank[a] ?? 0) ||
            Number(doc(b).featured) - Number(doc(a).featured) ||
            doc(b).createdAt - doc(a).createdAt,
        );
    }
  }
}

/** Byte order, as PostgreSQL's C collation sorts. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sameText(a: IndexedProduct, b: IndexedProduct): boolean {
  return (
    a.literalText === b.literalText &&
    a.category === b.category &&
    a.specifications.length === b.specifications.length &&
    a.specifications.every((s, i) => s === b.specifications[i])
  );
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
