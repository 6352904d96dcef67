// Many customers at once for concurrency tests and benches, written straight to the database with
// their carts filled: signing up hundreds through the API would only measure argon2.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { products } from '../db/schema/catalog.js';
import { cartItems } from '../db/schema/commerce.js';
import { users } from '../db/schema/users.js';
import { AccessTokens } from '../modules/auth/tokens.js';

export interface ReadyCustomer {
  userId: number;
  headers: { authorization: string };
}

let made = 0;

/** `count` customers, each with one of every given product in the cart, and their access tokens. */
export async function customersWithCart(
  db: Database,
  jwtSecret: string,
  count: number,
  productIds: number[],
): Promise<ReadyCustomer[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        made += 1;
        // Unique across processes that share one database, too.
        const name = `ready${process.pid}x${Date.now().toString(36)}x${made}`;
        return { username: name, email: `${name}@example.in`, passwordHash: 'not-used', phone: '+919845012345' };
      }),
    )
    .returning({ id: users.id });
  await db
    .insert(cartItems)
    .values(rows.flatMap((u) => productIds.map((productId) => ({ userId: u.id, productId, quantity: 1 }))));
  const tokens = new AccessTokens(jwtSecret);
  return Promise.all(
    rows.map(async (u) => ({ userId: u.id, headers: { authorization: `Bearer ${await tokens.sign(u.id)}` } })),
  );
}

export async function productBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row;
}
