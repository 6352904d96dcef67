import {
  LISTING_ORDERING_ALIASES,
  LISTING_ORDERINGS,
  type ProductDetail,
  type ProductListing,
  type SearchResult,
} from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app-hooks.js';
import { getJson as getJsonOf } from '../../testing/http.js';

/** One listing model: the product list, a category's products and search take the same query. */

const ctx = testApp();

function getJson<T>(url: string, status = 200): Promise<T> {
  return getJsonOf<T>(ctx.app, url, status);
}

const ids = (list: { results: { id: number }[] }) => list.results.map((p) => p.id);

describe('orderings', () => {
  it.each(LISTING_ORDERINGS)('orders the product list, a category and a blank search alike by %s', async (ordering) => {
    const products = await getJson<ProductListing>(`/api/products/?page_size=100&ordering=${ordering}`);
    const search = await getJson<SearchResult>(`/api/search/?page_size=100&ordering=${ordering}`);
    expect(products.results.length).toBeGreaterThan(20);
    expect(ids(search)).toEqual(ids(products));

    const category = await getJson<ProductListing>(`/api/products/?category=sensors&ordering=${ordering}`);
    const byCategory = await getJson<ProductListing>(
      `/api/products/by_category/?category=sensors&ordering=${ordering}`,
    );
    const searchedCategory = await getJson<SearchResult>(`/api/search/?category=sensors&ordering=${ordering}`);
    expect(ids(byCategory)).toEqual(ids(category));
    expect(ids(searchedCategory)).toEqual(ids(category));
  });

  it('lists featured products first, then the newest, by relevance or without an ordering', async () => {
    const plain = await getJson<ProductListing>('/api/products/?page_size=100');
    const relevance = await getJson<ProductListing>('/api/products/?page_size=100&ordering=relevance');
    expect(ids(relevance)).toEqual(ids(plain));
    const featured = plain.results.filter((p) => p.is_featured);
    expect(featured.length).toBeGreaterThan(0);
    expect(plain.results.slice(0, featured.length).every((p) => p.is_featured)).toBe(true);
    const rest = plain.results.slice(featured.length).map((p) => p.created_at);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it.each(Object.entries(LISTING_ORDERING_ALIASES))(
    'reads the old ordering %s as %s on every listing',
    async (alias, ordering) => {
      for (const path of ['/api/products/?', '/api/products/by_category/?category=motors&', '/api/search/?']) {
        const old = await getJson<ProductListing>(`${path}page_size=50&ordering=${alias}`);
        const canonical = await getJson<ProductListing>(`${path}page_size=50&ordering=${ordering}`);
        expect(ids(old), `${path}${alias}`).toEqual(ids(canonical));
      }
    },
  );

  it('refuses an ordering it does not know, on every listing', async () => {
    for (const path of ['/api/products/?', '/api/products/by_category/?category=motors&', '/api/search/?']) {
      const body = await getJson<Record<string, string[]>>(`${path}ordering=sideways`, 400);
      expect(body.ordering).toEqual(['Choose a valid ordering.']);
    }
  });
});

describe('filters', () => {
  it('filters the product list by rating and specification as search does', async () => {
    const rated = await getJson<ProductListing>('/api/products/?page_size=100&min_rating=4.5');
    expect(rated.results.every((p) => p.rating >= 4.5)).toBe(true);
    expect(rated.count).toBe((await getJson<SearchResult>('/api/search/?min_rating=4.5')).count);

    const { facets } = await getJson<SearchResult>('/api/search/?category=sensors');
    const spec = facets.specifications.find((s) => s.values.length > 1);
    expect(spec).toBeDefined();
    const value = spec!.values[0]!;
    const query = `spec.${encodeURIComponent(spec!.name)}=${encodeURIComponent(value.value)}`;
    const bySpec = await getJson<ProductListing>(`/api/products/?category=sensors&page_size=100&${query}`);
    expect(bySpec.count).toBe(value.count);
    const details = await Promise.all(bySpec.results.map((p) => getJson<ProductDetail>(`/api/products/${p.slug}/`)));
    expect(details.every((d) => d.specifications.some((s) => s.name === spec!.name && s.value === value.value))).toBe(
      true,
    );
  });

  it('ignores parameters it does not know, even blank ones, and a blank specification filter', async () => {
    const all = await getJson<ProductListing>('/api/products/');
    expect((await getJson<ProductListing>('/api/products/?utm_source=&fbclid=abc')).count).toBe(all.count);
    expect((await getJson<ProductListing>('/api/products/?spec.Interface=')).count).toBe(all.count);
    expect((await getJson<SearchResult>('/api/search/?utm_source=')).count).toBe(all.count);
  });

  it('answers 400 for malformed filters on the category listing too', async () => {
    for (const query of ['min_price=abc', 'min_rating=9', 'in_stock=maybe', 'min_price=900&max_price=100']) {
      await getJson(`/api/products/by_category/?category=sensors&${query}`, 400);
    }
  });
});

describe('facets', () => {
  it('answers facets only when asked for', async () => {
    expect(await getJson<ProductListing>('/api/products/?category=sensors')).not.toHaveProperty('facets');
    expect(await getJson<ProductListing>('/api/products/by_category/?category=sensors')).not.toHaveProperty('facets');
    const listing = await getJson<ProductListing>('/api/products/?category=sensors&facets=true');
    expect(listing.facets?.brands.length).toBeGreaterThan(0);
  });

  it('lists only the brands and price buckets present in a category, with their counts', async () => {
    const listing = await getJson<ProductListing>('/api/products/?category=displays&facets=true&page_size=100');
    const inCategory = listing.results;
    expect(listing.count).toBe(inCategory.length);
    const brandCounts = new Map<string, number>();
    for (const p of inCategory) brandCounts.set(p.brand, (brandCounts.get(p.brand) ?? 0) + 1);
    expect(new Map(listing.facets!.brands.map((b) => [b.value, b.count]))).toEqual(brandCounts);

    const everyBrand = await getJson<SearchResult>('/api/search/');
    expect(everyBrand.facets.brands.length).toBeGreaterThan(brandCounts.size);

    const buckets = listing.facets!.price_buckets;
    expect(buckets.map((b) => b.value)).toEqual(['0-500', '500-1000', '1000-5000', '5000+']);
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(listing.count);
    expect(buckets[0]!.count).toBe(inCategory.filter((p) => p.price < 500).length);
  });

  it('counts a facet under every other filter, on the category listing as on search', async () => {
    const { facets } = await getJson<ProductListing>('/api/products/by_category/?category=sensors&facets=true');
    const brand = facets!.brands[0]!;
    const chosen = await getJson<ProductListing>(
      `/api/products/by_category/?category=sensors&facets=true&brand=${encodeURIComponent(brand.value)}`,
    );
    expect(chosen.count).toBe(brand.count);
    // Choosing a brand leaves the other brands on offer, with their counts.
    expect(chosen.facets!.brands).toEqual(facets!.brands);
    const searched = await getJson<SearchResult>(
      `/api/search/?category=sensors&brand=${encodeURIComponent(brand.value)}`,
    );
    expect(chosen.facets).toEqual({ ...searched.facets, categories: chosen.facets!.categories });
  });
});
