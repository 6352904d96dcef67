// Stock by product slug for tests and benches: stock lives in its own table (modules/stock).
import type { Database } from '../db/client.js';
import { readStock, setStock } from '../modules/stock/stock.service.js';
import { productBySlug } from './customers.js';

/** Puts exactly `quantity` of the product on the shelf. */
export async function setStockOf(db: Database, slug: string, quantity: number): Promise<void> {
  const product = await productBySlug(db, slug);
  await setStock(db, [{ productId: product.id, quantity }]);
}

/** The product's committed quantity on the shelf. */
export async function stockOf(db: Database, slug: string): Promise<number> {
  const product = await productBySlug(db, slug);
  const [level] = await readStock(db, [product.id]);
  return level?.quantity ?? 0;
}
