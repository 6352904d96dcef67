// A generated catalogue for benches that need many products: the seed's 112 products varied into
// as many rows as asked (names, prices and stock varied; descriptions and specifications kept).
import type { Queryable } from '../apps/server/src/db/client.js';
import { categories, products } from '../apps/server/src/db/schema/catalog.js';
import { setStock } from '../apps/server/src/modules/stock/stock.service.js';
import { SEED_PRODUCTS } from '../apps/server/src/seed/catalogue.data.js';
import { TAX_CLASSES } from '../apps/server/src/seed/tax-classes.js';

const VARIANTS = [
  'Pro',
  'Mini',
  'Plus',
  'Lite',
  'v2',
  'Kit',
  'Module',
  'Board',
  'Combo',
  'Pack of 2',
  'Pack of 5',
  'Industrial',
];

/** Adds generated products to a database holding the sample data until it has `size` of them. */
export async function addGeneratedProducts(db: Queryable, size: number): Promise<void> {
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
  );
  for (let offset = SEED_PRODUCTS.length; offset < size; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, size - offset) }, (_, i) => {
      const n = offset + i;
      const base = SEED_PRODUCTS[n % SEED_PRODUCTS.length]!;
      return {
        slug: `${base.slug}-${n}`,
        name: `${base.name} ${VARIANTS[n % VARIANTS.length]} ${Math.floor(n / 97)}`,
        brand: base.brand,
        categoryId: categoryIds.get(base.category) ?? 1,
        pricePaise: Math.round(base.price * 100 * (0.8 + ((n * 37) % 40) / 100)),
        stock: (n * 13) % 60,
        description: base.description,
        specifications: base.specifications.map(([name, value]) => ({ name, value })),
        ...TAX_CLASSES[base.taxClass],
      };
    });
    const inserted = await db
      .insert(products)
      .values(rows.map(({ stock: _stock, ...product }) => product))
      .returning({ id: products.id, slug: products.slug });
    const stockBySlug = new Map(rows.map((r) => [r.slug, r.stock]));
    await setStock(
      db,
      inserted.map((p) => ({ productId: p.id, quantity: stockBySlug.get(p.slug) ?? 0 })),
    );
  }
}
