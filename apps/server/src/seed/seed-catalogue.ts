import { drawingUrl, rupeesToPaise } from '@makerbazaar/core';
import type { Database } from '../db/client.js';
import { categories, productImages, products } from '../db/schema/catalog.js';
import { SYSTEM_ACTOR, setStock } from '../modules/stock/stock.service.js';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './catalogue.data.js';
import { samplePriceBreaks } from './catalogue-price-breaks.data.js';
import { SEED_USES } from './catalogue-uses.data.js';
import { TAX_CLASSES } from './tax-classes.js';

/**
 * Loads the sample catalogue. Idempotent: rows are matched by slug and existing ones are left as
 * they are, so running it on a shop that already has data changes nothing the staff edited.
 */
export async function seedCatalogue(db: Database): Promise<{ categories: number; products: number }> {
  return db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categories)
      .values(
        SEED_CATEGORIES.map((c) => ({
          slug: c.slug,
          name: c.name,
          description: c.description,
          icon: c.icon,
          sortOrder: c.sortOrder,
        })),
      )
      .onConflictDoNothing({ target: categories.slug })
      .returning({ id: categories.id });

    const categoryIds = new Map(
      (await tx.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
    );

    // Older products first, so "newest" ordering shows the end of the list as the latest arrivals.
    const baseTime = Date.UTC(2026, 0, 1);
    const insertedProducts = await tx
      .insert(products)
      .values(
        SEED_PRODUCTS.map((p, index) => {
          const categoryId = categoryIds.get(p.category);
          if (categoryId === undefined) throw new Error(`Seed product ${p.slug} names unknown category ${p.category}`);
          return {
            slug: p.slug,
            name: p.name,
            brand: p.brand,
            categoryId,
            pricePaise: rupeesToPaise(p.price),
            originalPricePaise: p.originalPrice === null ? null : rupeesToPaise(p.originalPrice),
            isFeatured: p.isFeatured,
            description: p.description,
            specifications: p.specifications.map(([name, value]) => ({ name, value })),
            datasheetUrl: p.datasheetUrl,
            uses: SEED_USES[p.slug] ?? [],
            priceBreaks: samplePriceBreaks(rupeesToPaise(p.price)),
            ...TAX_CLASSES[p.taxClass],
            createdAt: new Date(baseTime + index * 36 * 60 * 60 * 1000),
          };
        }),
      )
      .onConflictDoNothing({ target: products.slug })
      .returning({ id: products.id, slug: products.slug, name: products.name });

    const seedBySlug = new Map(SEED_PRODUCTS.map((p) => [p.slug, p]));
    await setStock(
      tx,
      insertedProducts.map((row) => ({ productId: row.id, quantity: seedBySlug.get(row.slug)?.stock ?? 0 })),
      // The sample stock is where each product's stock ledger starts.
      { reason: 'opening', actor: SYSTEM_ACTOR },
    );
    const imageRows = insertedProducts.map((row) => ({
      productId: row.id,
      url: drawingUrl(row.slug),
      alt: row.name,
      position: 0,
    }));
    if (imageRows.length > 0) await tx.insert(productImages).values(imageRows);
    return { categories: insertedCategories.length, products: insertedProducts.length };
  });
}
