// A test's own categories and products, made through the back office's services, so that a test
// does not lean on the sample catalogue (its slugs, prices and stock) and reads alone.
import {
  type AdminCategory,
  type CategoryCreateInput,
  categoryCreateSchema,
  type ProductInput,
  paiseToRupees,
  productInputSchema,
} from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../modules/audit/audit.service.js';
import { createCategory } from '../modules/catalog/category-admin.service.js';
import { type AdminProductRecord, createProduct, getAdminProduct } from '../modules/catalog/product-admin.service.js';
import { setStock } from '../modules/stock/stock.service.js';
import { databaseOf } from './test-app.js';

/** Who the audit log names for what the factories make. */
const TEST_SETUP: AuditActor = { id: null, username: 'test setup' };

let made = 0;

/** A visible category of the test's own, last in the shop's order; any field can be given. */
export async function makeCategory(app: FastifyInstance, fields: Partial<CategoryCreateInput> = {}) {
  made += 1;
  const category: AdminCategory = await createCategory(
    databaseOf(app),
    TEST_SETUP,
    categoryCreateSchema.parse({ name: `Test Parts ${made}`, slug: `test-parts-${made}`, ...fields }),
  );
  app.catalogCache.invalidate();
  return category;
}

export interface ProductToMake extends Partial<Omit<ProductInput, 'price' | 'original_price' | 'category'>> {
  /** The price; unless given ₹650, so that one in a cart pays no COD fee (COD_FEE_BELOW_PAISE). */
  pricePaise?: number;
  /** The MRP shown struck through; none unless given. */
  originalPricePaise?: number | null;
  /** On the shelf; 10 unless given. */
  stock?: number;
  /** A category of the test's own (`makeCategory`) unless given. */
  categoryId?: number;
}

/**
 * A product of the test's own, visible in the shop with its price and stock from the next request
 * on (the app's catalogue cache is dropped); the back office's record of it, money in paise.
 */
export async function makeProduct(
  app: FastifyInstance,
  { pricePaise = 65_000, originalPricePaise = null, stock = 10, categoryId, ...fields }: ProductToMake = {},
): Promise<AdminProductRecord> {
  const db = databaseOf(app);
  made += 1;
  const values = productInputSchema.parse({
    name: `Test Part ${made}`,
    slug: `test-part-${made}`,
    brand: 'Testbench',
    category: categoryId ?? (await makeCategory(app)).id,
    price: paiseToRupees(pricePaise),
    original_price: originalPricePaise === null ? null : paiseToRupees(originalPricePaise),
    hsn_code: '8473',
    ...fields,
  });
  const product = await createProduct(db, TEST_SETUP, values);
  if (stock > 0) await setStock(db, [{ productId: product.id, quantity: stock }]);
  app.catalogCache.invalidate();
  return getAdminProduct(db, product.id);
}
