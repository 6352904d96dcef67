import { productPatchSchema } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from './catalogue.data.js';
import { SEED_USES } from './catalogue-uses.data.js';

describe('the sample parts’ uses', () => {
  it('name two to five needs for every sample product, each one the back office would accept', () => {
    const wrong = SEED_PRODUCTS.flatMap((product) => {
      const uses = SEED_USES[product.slug] ?? [];
      if (uses.length < 2 || uses.length > 5) return [`${product.slug}: ${uses.length} uses`];
      const checked = productPatchSchema.safeParse({ uses });
      return checked.success ? [] : [`${product.slug}: ${checked.error.issues.map((i) => i.message).join(' ')}`];
    });
    expect(wrong).toEqual([]);
  });

  it('belong to sample products only', () => {
    const slugs = new Set(SEED_PRODUCTS.map((product) => product.slug));
    expect(Object.keys(SEED_USES).filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});
