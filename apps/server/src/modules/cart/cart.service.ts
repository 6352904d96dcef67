import { cartLineRefusal, MAX_CART_LINE_QUANTITY } from '@makerbazaar/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems } from '../../db/schema/commerce.js';
import { stockLevels } from '../../db/schema/stock.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { chargedLine, getProductsByIds, type ProductRecord } from '../catalog/catalog.service.js';

const ITEM_NOT_FOUND = 'Cart item not found.';

/** One line of the cart, priced now at the break its quantity reaches. */
export interface CartLine {
  id: number;
  quantity: number;
  product: ProductRecord;
  unitPaise: number;
  linePaise: number;
}

export interface CartContents {
  lines: CartLine[];
  totalItems: number;
  /** Goods only; the checkout adds any COD fee. */
  totalPaise: number;
}

function priceLine(line: { id: number; quantity: number }, product: ProductRecord): CartLine {
  return { id: line.id, quantity: line.quantity, product, ...chargedLine(product, line.quantity) };
}

/** The customer's cart with current prices; lines whose product was withdrawn are left out. */
export async function getCart(db: Queryable, userId: number): Promise<CartContents> {
  const rows = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const found = await getProductsByIds(
    db,
    rows.map((row) => row.productId),
  );
  const lines = rows.flatMap((row) => {
    const product = found.get(row.productId);
    return product ? [priceLine(row, product)] : [];
  });
  return {
    lines,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalPaise: lines.reduce((sum, line) => sum + line.linePaise, 0),
  };
}

/** One line of the cart, priced now: the line and its product only, not the whole cart. */
async function cartLine(db: Queryable, userId: number, itemId: number): Promise<CartLine> {
  const [line] = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  const product = line ? (await getProductsByIds(db, [line.productId])).get(line.productId) : undefined;
  if (!line || !product) throw notFound(ITEM_NOT_FOUND);
  return priceLine(line, product);
}

/** The quantity on the shelf, beside a product joined with its stock row. */
const inStock = sql<number>`coalesce(${stockLevels.quantity}, 0)`.mapWith(Number);

/**
 * The check of a cart line's quantity wherever one is given (adding, changing, and checkout for a
 * line saved before the rule): at most what one line holds (`cartLineRefusal`, which says how many
 * more fit). `inCart` is what the line holds now. A project's parts are raised within it by
 * `raiseCartQuantities`'s caller, which plans them by the same constant.
 */
export function checkLineQuantity(
  line: { name: string; quantity: number; inCart: number },
  status: 400 | 409 = 400,
): void {
  const refusal = cartLineRefusal(line);
  if (refusal) throw new HttpError(status, { detail: refusal });
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
): Promise<{ line: CartLine; created: boolean }> {
  const [product] = await db
    .select({ name: products.name, stock: inStock })
    .from(products)
    .leftJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Product not found.');
  const [existing] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  const inCart = existing?.quantity ?? 0;
  checkLineQuantity({ name: product.name, quantity: inCart + quantity, inCart });
  checkStock(product, inCart + quantity);
  const [line] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      // Another add may have raised the line since it was read: the sum is checked where it is made.
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_CART_LINE_QUANTITY}`,
    })
    .returning({ id: cartItems.id });
  if (!line) {
    const now = (await quantitiesInCart(db, userId, [productId])).get(productId) ?? 0;
    checkLineQuantity({ name: product.name, quantity: now + quantity, inCart: now });
    throw new Error('cart line was not saved');
  }
  return { line: await cartLine(db, userId, line.id), created: !existing };
}

/** Sets a line's quantity; 0 removes the line (answered with null). */
export async function updateCartItem(
  db: Queryable,
  userId: number,
  itemId: number,
  quantity: number,
): Promise<CartLine | null> {
  const [line] = await db
    .select({ name: products.name, stock: inStock, inCart: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
  if (!line) throw notFound(ITEM_NOT_FOUND);
  if (quantity === 0) {
    await removeCartItem(db, userId, itemId);
    return null;
  }
  checkLineQuantity({ name: line.name, quantity, inCart: line.inCart });
  checkStock(line, quantity);
  await db.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, itemId));
  return cartLine(db, userId, itemId);
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

/** How many of each of these products the customer has in the cart (absent: none). */
export async function quantitiesInCart(
  db: Queryable,
  userId: number,
  productIds: number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

/**
 * Raises lines to at least the quantities given, adding the missing ones, in one statement.
 * `greatest` keeps a quantity another request raised in the meantime, so a line is never lowered.
 * The caller has checked the stock: a cart holds none, and checkout checks it again.
 */
export async function raiseCartQuantities(
  db: Queryable,
  userId: number,
  wanted: { productId: number; quantity: number }[],
): Promise<void> {
  if (wanted.length === 0) return;
  await db
    .insert(cartItems)
    .values(wanted.map((line) => ({ userId, productId: line.productId, quantity: line.quantity })))
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`, updatedAt: new Date() },
    });
}
