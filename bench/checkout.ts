// 200 customers check out at once a product with 10 in stock: exactly 10 orders must be made.
// In process (app.inject) so the figure is the server's, on the embedded database or PostgreSQL.
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { products } from '../apps/server/src/db/schema/catalog.js';
import { cartItems } from '../apps/server/src/db/schema/commerce.js';
import { users } from '../apps/server/src/db/schema/users.js';
import { AccessTokens } from '../apps/server/src/modules/auth/tokens.js';
import { readStock, setStock } from '../apps/server/src/modules/stock/stock.service.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { openTestDatabase, TEST_CONFIG } from '../apps/server/src/testing/test-app.js';

const CUSTOMERS = 200;
const STOCK = 10;
const SLUG = 'arduino-uno-r3';

export async function checkoutRace(engine: 'pglite' | 'postgres', serverUrl?: string) {
  const { database, drop } = await openTestDatabase(engine === 'postgres' ? serverUrl : '');
  const db = database.db;
  await seedSampleData(db);
  const app = await buildApp({ config: TEST_CONFIG, db });
  await app.ready();
  try {
    const [product] = await db.select().from(products).where(eq(products.slug, SLUG));
    if (!product) throw new Error('seed product missing');
    // Customers are written directly: hashing 200 passwords would only measure argon2.
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: CUSTOMERS }, (_, i) => ({
          username: `race${i}`,
          email: `race${i}@example.in`,
          passwordHash: 'not-used',
          phone: '+919845012345',
        })),
      )
      .returning({ id: users.id });
    await db.insert(cartItems).values(created.map((u) => ({ userId: u.id, productId: product.id, quantity: 1 })));
    await setStock(db, [{ productId: product.id, quantity: STOCK }]);
    const tokens = new AccessTokens(TEST_CONFIG.jwtSecret);
    const headers = await Promise.all(
      created.map(async (u) => ({ authorization: `Bearer ${await tokens.sign(u.id)}` })),
    );
    const total = product.pricePaise / 100;

    const start = performance.now();
    const answers = await Promise.all(
      headers.map((h, i) =>
        app.inject({
          method: 'POST',
          url: '/api/orders/',
          headers: { ...h, 'idempotency-key': `race-key-${i}` },
          payload: {
            total_amount: total,
            shipping_address: '14 Church Street, Bengaluru',
            phone_number: '9845012345',
            payment_method: 'cod',
          },
        }),
      ),
    );
    const drainMs = Math.round(performance.now() - start);
    const [after] = await readStock(db, [product.id]);
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
    return {
      engine,
      customers: CUSTOMERS,
      stock: STOCK,
      ordersCreated: byStatus[201] ?? 0,
      answers: byStatus,
      stockAfter: after?.quantity,
      drainMs,
    };
  } finally {
    await app.close();
    await drop();
  }
}
