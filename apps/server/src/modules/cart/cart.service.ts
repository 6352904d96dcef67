import type { Cart, CartItem, Product } from '@makerbazaar/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems } from '../../db/schema/commerce.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { getProductsByIds } from '../catalog/catalog.service.js';

const ITEM_NOT_FOUND = 'Cart item not found.';

function toCartItem(line: { id: number; quantity: number }, product: Product): CartItem {
  return {
    id: line.id,
    quantity: line.quantity,
    line_total: Math.round(product.price * line.quantity * 100) / 100,
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      brand: product.brand,
      category: product.category,
      price: product.price,
      original_price: product.original_price,
      selling_price: product.price,
      mrp: product.original_price,
      primary_image: product.primary_image,
      images: product.images,
      rating: product.rating,
      num_reviews: product.num_reviews,
      description: product.description,
      stock: product.stock,
    },
  };
}

/** The customer's cart with current prices; lines whose product was withdrawn are left out. */
export async function getCart(db: Queryable, userId: number): Promise<Cart> {
  const lines = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const found = await getProductsByIds(
    db,
    lines.map((l) => l.productId),
  );
  const results = lines.flatMap((line) => {
    const product = found.get(line.productId);
    return product ? [toCartItem(line, product)] : [];
  });
  const totalPaise = results.reduce((sum, item) => sum + Math.round(item.product.price * 100) * item.quantity, 0);
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    total_items: results.reduce((sum, item) => sum + item.quantity, 0),
    total_amount: totalPaise / 100,
  };
}

/** One line of the cart, priced now: the line and its product only, not the whole cart. */
async function cartItem(db: Queryable, userId: number, itemId: number): Promise<CartItem> {
  const [line] = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  const product = line ? (await getProductsByIds(db, [line.productId])).get(line.productId) : undefined;
  if (!line || !product) throw notFound(ITEM_NOT_FOUND);
  return toCartItem(line, product);
}

/** Refuses a quantity the shop cannot deliver, in the words the storefront shows. */
function checkStock(product: { name: string; stock: number }, quantity: number): void {
  if (product.stock <= 0) throw new HttpError(400, { detail: `${product.name} is out of stock!` });
  if (quantity > product.stock) throw new HttpError(400, { detail: `Only ${product.stock} left in stock.` });
}

/** Adds a product, or raises its quantity when it is already in the cart. */
export async function addToCart(
  db: Queryable,
  userId: number,
  productId: number,
  quantity: number,
): Promise<{ item: CartItem; created: boolean }> {
  const [product] = await db
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Product not found.');
  const [existing] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  checkStock(product, (existing?.quantity ?? 0) + quantity);
  const [line] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
    })
    .returning({ id: cartItems.id });
  if (!line) throw new Error('cart line was not saved');
  return { item: await cartItem(db, userId, line.id), created: !existing };
}

/** Sets a line's quantity; 0 removes the line (answered with null). */
export async function updateCartItem(
  db: Queryable,
  userId: number,
  itemId: number,
  quantity: number,
): Promise<CartItem | null> {
  const [line] = await db
    .select({ name: products.name, stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!line) throw notFound(ITEM_NOT_FOUND);
  if (quantity === 0) {
    await removeCartItem(db, userId, itemId);
    return null;
  }
  checkStock(line, quantity);
  await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, itemId));
  return cartItem(db, userId, itemId);
}

export async function removeCartItem(db: Queryable, userId: number, itemId: number): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(ITEM_NOT_FOUND);
}

export async function clearCart(db: Queryable, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
