import { type FacetCount, type ListingFacets, PRICE_BUCKETS } from '@makerbazaar/core';
import type { ProductSelection, SpecificationCount } from './product-index.js';

const SPEC_FACETS = 6;
const SPEC_VALUES = 8;

/** The specification names most results have, each with its most common values. */
function topSpecifications(rows: SpecificationCount[]): ListingFacets['specifications'] {
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

/** The product index's facet counts as every listing answers them. */
export function toListingFacets(facets: ProductSelection['facets']): ListingFacets {
  return {
    categories: facets.categories,
    brands: facets.brands,
    price_buckets: PRICE_BUCKETS.map((bucket, i) => ({
      value: bucket.key,
      label: bucket.label,
      count: facets.priceBuckets[i] ?? 0,
    })),
    specifications: topSpecifications(facets.specifications),
  };
}
