import { describe, expect, it } from 'vitest';
import {
  LISTING_ORDERING_ALIASES,
  LISTING_ORDERINGS,
  listingSpecFilters,
  normaliseOrdering,
} from '../rules/listing.js';
import { byCategoryQuerySchema, productListQuerySchema } from './catalog.js';
import { searchQuerySchema } from './search.js';

const listings = [
  ['the product list', productListQuerySchema, {}],
  ['a category', byCategoryQuerySchema, { category: 'sensors' }],
  ['search', searchQuerySchema, {}],
] as const;

describe.each(listings)('the query of %s', (_name, schema, required) => {
  const parse = (query: Record<string, string | string[]>) => schema.safeParse({ ...required, ...query });

  it('takes every listing ordering as it is, and each alias as its ordering', () => {
    for (const ordering of LISTING_ORDERINGS) expect(parse({ ordering }).data?.ordering).toBe(ordering);
    for (const [alias, ordering] of Object.entries(LISTING_ORDERING_ALIASES)) {
      expect(parse({ ordering: alias }).data?.ordering).toBe(ordering);
    }
    expect(parse({ ordering: 'sideways' }).success).toBe(false);
  });

  it('takes the same filters, specification filters among them', () => {
    const parsed = parse({
      brand: ['Arduino', 'Espressif'],
      min_price: '100',
      max_price: '999.99',
      in_stock: 'true',
      min_rating: '4.5',
      'spec.Interface': 'I2C',
      facets: 'true',
    });
    expect(parsed.data).toMatchObject({
      brand: ['Arduino', 'Espressif'],
      min_price: 100,
      max_price: 999.99,
      in_stock: true,
      min_rating: 4.5,
      facets: true,
    });
    expect(listingSpecFilters(parsed.data ?? {})).toEqual([['Interface', ['I2C']]]);
  });

  it('ignores other parameters, blank or not, and a blank specification filter', () => {
    const parsed = parse({ utm_source: '', fbclid: 'x', 'spec.Interface': ' ' });
    expect(parsed.success).toBe(true);
    expect(listingSpecFilters(parsed.data ?? {})).toEqual([]);
  });

  it('refuses a minimum price above the maximum', () => {
    expect(parse({ min_price: '900', max_price: '100' }).error?.issues[0]?.path).toEqual(['min_price']);
  });
});

describe('normaliseOrdering', () => {
  it('reads orderings and aliases, and nothing else', () => {
    expect(normaliseOrdering('-created_at')).toBe('newest');
    expect(normaliseOrdering('deals')).toBe('-discount');
    expect(normaliseOrdering('name')).toBe('name');
    expect(normaliseOrdering('toString')).toBeUndefined();
    expect(normaliseOrdering('')).toBeUndefined();
    expect(normaliseOrdering(null)).toBeUndefined();
  });
});
