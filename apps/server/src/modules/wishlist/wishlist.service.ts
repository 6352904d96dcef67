import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { wishlistItems } from '../../db/schema/commerce.js';
import { notFound } from '../../lib/errors.js';
import { getProductsByIds, type ProductRecord } from '../catalog/catalog.service.js';

/** Saved products, newest first; products withdrawn from sale are left out. */
export async function getWishlist(db: Queryable, userId: number): Promise<ProductRecord[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
  const found = await getProductsByIds(
    db,
    rows.map((r) => r.productId),
  );
  return rows.flatMap((r) => found.get(r.productId) ?? []);
}

/** Saving a product twice is not an error. */
export async function addToWishlist(db: Queryable, userId: number, productId: number): Promise<{ created: boolean }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Product not found.');
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ userId: wishlistItems.userId });
  return { created: inserted.length > 0 };
}

export async function removeFromWishlist(db: Queryable, userId: number, productId: number): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ userId: wishlistItems.userId });
  if (removed.length === 0) throw notFound('This product is not in your wishlist.');
}
