import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkoutTotals, type Order, paiseToRupees } from '@makerbazaar/core';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { type DataDirLock, lockDataDir } from '../db/data-dir-lock.js';
import { type BackupService, serveBackups } from '../db/embedded-backup.js';
import { seedSampleData } from '../seed/seed-sample-data.js';
import { runAdmin } from '../testing/admin-terminal.js';
import { customersWithCart, productBySlug } from '../testing/customers.js';
import { setStockOf } from '../testing/stock.js';
import { TEST_CONFIG } from '../testing/test-app.js';

const BUYERS = 60;
const STOCK = 1_000;
const SLUGS = ['arduino-uno-r3', 'esp32-development-kit'];

const made: string[] = [];
async function freshDir(name: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `mb-${name}-`));
  made.push(dir);
  return dir;
}
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

const admin = (args: string[], dataDir: string) => runAdmin(args, { NODE_ENV: 'development', DATA_DIR: dataDir });

async function rowsOf<Row>(database: DatabaseHandle, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every order in the database beside what its lines bought and what the stock ledger moved for it. */
async function ordersAndTheirStock(database: DatabaseHandle) {
  return rowsOf<{ id: number; lines: number; bought: number; moved: number }>(
    database,
    sql`select o.id,
       (select count(*)::int from order_items i where i.order_id = o.id) as lines,
       (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as bought,
       (select coalesce(-sum(m.change), 0)::int from stock_movements m where m.order_id = o.id) as moved
     from orders o order by o.id`,
  );
}

async function shelfOf(database: DatabaseHandle, slug: string) {
  const [shelf] = await rowsOf<{ quantity: number; ledger: number; sold: number }>(
    database,
    sql`select s.quantity,
       (select sum(m.change)::int from stock_movements m where m.product_id = p.id) as ledger,
       (select coalesce(-sum(m.change), 0)::int from stock_movements m where m.product_id = p.id and m.reason = 'sale') as sold
     from products p join stock_levels s on s.product_id = p.id where p.slug = ${slug}`,
  );
  return shelf;
}

/** A file-backed shop as main.ts runs it: its data directory held, its backup socket open. */
let beforeSnapshot = () => {};
let shop: {
  dataDir: string;
  lock: DataDirLock;
  database: DatabaseHandle;
  app: FastifyInstance;
  backups?: BackupService;
};

describe.skipIf(process.env.TEST_DATABASE_URL)(
  'backup and restore of the embedded database',
  { timeout: 180_000 },
  () => {
    let backupFile: string;

    beforeAll(async () => {
      const dataDir = await freshDir('shop');
      const lock = await lockDataDir(dataDir);
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await database.migrate();
      await seedSampleData(database.db);
      const app = await buildApp({ config: TEST_CONFIG, db: database.db });
      const snapshot = database.snapshot;
      if (!snapshot) throw new Error('the embedded engine takes snapshots');
      const backups = await serveBackups(
        dataDir,
        () => {
          beforeSnapshot();
          return snapshot();
        },
        app.log,
      );
      shop = { dataDir, lock, database, app, backups };
      backupFile = path.join(await freshDir('backups'), 'shop.tar.gz');
    }, 120_000);
    afterAll(async () => {
      await shop?.backups?.close();
      await shop?.app.close();
      await shop?.database.close();
      await shop?.lock.release();
    });

    it('a backup taken during a checkout burst restores to a shop whose orders and stock add up', async () => {
      const { db } = shop.database;
      const products = await Promise.all(SLUGS.map((slug) => productBySlug(db, slug)));
      for (const slug of SLUGS) await setStockOf(db, slug, STOCK);
      const buyers = await customersWithCart(
        db,
        TEST_CONFIG.jwtSecret,
        BUYERS,
        products.map((p) => p.id),
      );
      const goodsPaise = products.reduce((sum, p) => sum + p.pricePaise, 0);

      const checkout = (headers: { authorization: string }) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/orders/',
          headers,
          payload: {
            total_amount: paiseToRupees(checkoutTotals(goodsPaise, 'cod').totalPaise),
            shipping_address: '14 Church Street, Bengaluru 560001',
            phone_number: '9845012345',
            payment_method: 'cod',
          },
        });
      // inject() runs a burst without giving the event loop's I/O a turn, so the command's request
      // reaches the shop once the first half is answered; the second half arrives as the shop starts
      // the snapshot, and is in flight while it is taken.
      const firstHalf = buyers.slice(0, BUYERS / 2).map((buyer) => checkout(buyer.headers));
      let secondHalf: ReturnType<typeof checkout>[] = [];
      beforeSnapshot = () => {
        secondHalf = buyers.slice(BUYERS / 2).map((buyer) => checkout(buyer.headers));
      };
      // Asked of the running shop, as an owner would, once the first orders are in.
      const taken = await firstHalf[0]?.then(() => admin(['backup', backupFile], shop.dataDir));
      expect(taken).toMatchObject({ code: 0, errors: '' });
      expect(taken?.output).toContain(`Backed up the running shop (pid ${process.pid}) to ${backupFile}`);
      const placed = [...(await Promise.all(firstHalf)), ...(await Promise.all(secondHalf))];
      expect(placed.map((answer) => answer.statusCode)).toEqual(buyers.map(() => 201));
      const orderIds = placed.map((answer) => (answer.json() as Order).id);

      const restoredDir = await freshDir('restored');
      const restored = await admin(['restore', backupFile], restoredDir);
      expect(restored).toMatchObject({ code: 0, errors: '' });
      expect(restored.output).toMatch(/: 112 products, \d+ orders, the last placed /);
      expect(restored.output).not.toContain('kept in');

      const database = await openDatabase({ dataDir: path.join(restoredDir, 'db') });
      try {
        await database.migrate();
        const orders = await ordersAndTheirStock(database);
        // Exactly the orders answered before the snapshot: none of those placed while it was taken.
        expect(orders.map((o) => o.id).sort()).toEqual(orderIds.slice(0, BUYERS / 2).sort());
        // No half-written order: each has both lines, and the ledger moved exactly what they bought.
        for (const order of orders) expect(order).toEqual({ id: order.id, lines: 2, bought: 2, moved: 2 });
        for (const slug of SLUGS) {
          expect(await shelfOf(database, slug)).toEqual({
            quantity: STOCK - orders.length,
            ledger: STOCK - orders.length,
            sold: orders.length,
          });
        }

        // The restored shop serves its customers: an order from before the backup is theirs, one from after is not there.
        const app = await buildApp({ config: TEST_CONFIG, db: database.db });
        try {
          const seen = (i: number) =>
            app.inject({ method: 'GET', url: `/api/orders/${orderIds[i]}/`, headers: buyers[i]?.headers });
          expect((await seen(0)).statusCode).toBe(200);
          expect((await seen(BUYERS - 1)).statusCode).toBe(404);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    });

    it('restore refuses to replace the database under a running shop', async () => {
      const refused = await admin(['restore', backupFile], shop.dataDir);
      expect(refused.code).toBe(1);
      expect(refused.errors).toContain(
        `The MakerBazaar server is running on ${shop.dataDir} (pid ${process.pid}): a restore would replace the database under it.`,
      );
      expect((await readdir(shop.dataDir)).filter((name) => name.startsWith('db.'))).toEqual([]);
      expect((await shop.app.inject({ method: 'GET', url: '/api/products/arduino-uno-r3/' })).statusCode).toBe(200);
    });

    it('backs up a stopped shop from its data directory, and a restore keeps the database it replaces', async () => {
      const stoppedDir = await freshDir('stopped');
      expect((await admin(['restore', backupFile], stoppedDir)).code).toBe(0);
      const ownBackup = path.join(stoppedDir, '..', `${path.basename(stoppedDir)}.tar.gz`);
      made.push(ownBackup);
      const taken = await admin(['backup', ownBackup], stoppedDir);
      expect(taken).toMatchObject({ code: 0, errors: '' });
      expect(taken.output).toContain(`Backed up ${path.join(stoppedDir, 'db')} to ${ownBackup}`);

      const again = await admin(['restore', ownBackup], stoppedDir);
      expect(again.code).toBe(0);
      const setAside = (await readdir(stoppedDir)).filter((name) => name.startsWith('db.'));
      expect(setAside).toEqual([expect.stringMatching(/^db\.before-restore-/)]);
      expect(again.output).toContain(
        `The database that was there is kept in ${path.join(stoppedDir, setAside[0] ?? '')}`,
      );
      expect(existsSync(path.join(stoppedDir, setAside[0] ?? '', 'PG_VERSION'))).toBe(true);

      const notABackup = path.join(stoppedDir, 'notes.tar.gz');
      await writeFile(notABackup, 'shopping list: resistors, jumper wires\n');
      const refused = await admin(['restore', notABackup], stoppedDir);
      expect(refused.code).toBe(1);
      expect(refused.errors).toContain(`${notABackup} is not a backup this shop can open`);
      expect(refused.errors).toContain('Nothing was changed.');
      expect((await readdir(stoppedDir)).filter((name) => name.startsWith('db.'))).toEqual(setAside);
      expect(existsSync(path.join(stoppedDir, 'db', 'PG_VERSION'))).toBe(true);
    });
  },
);

describe('backup and restore say what to do instead', () => {
  it('on PostgreSQL: the pg_dump and pg_restore commands, without the password', async () => {
    const env = { DATABASE_URL: 'postgres://shop:s3cret@db.internal:6432/makerbazaar' };
    const backup = await runAdmin(['backup', '/backups/shop 1.dump'], env);
    expect(backup.code).toBe(1);
    expect(backup.errors).toContain(
      "pg_dump --format=custom --host=db.internal --port=6432 --username=shop --file='/backups/shop 1.dump' makerbazaar",
    );
    const restore = await runAdmin(['restore', '/backups/shop.dump'], env);
    expect(restore.code).toBe(1);
    expect(restore.errors).toContain('createdb --host=db.internal --port=6432 --username=shop makerbazaar_restored');
    expect(restore.errors).toContain(
      'pg_restore --no-owner --exit-on-error --host=db.internal --port=6432 --username=shop --dbname=makerbazaar_restored /backups/shop.dump',
    );
    expect(backup.errors + restore.errors).not.toContain('s3cret');
  });

  it('from a running shop without its backup socket: to stop it and run the backup again, writing nothing', async () => {
    const dataDir = await freshDir('no-socket');
    await mkdir(path.join(dataDir, 'db'));
    await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    const server = await lockDataDir(dataDir);
    try {
      const file = path.join(dataDir, 'shop.tar.gz');
      const refused = await admin(['backup', file], dataDir);
      expect(refused.code).toBe(1);
      expect(refused.errors).toContain(
        `The MakerBazaar server running on ${dataDir} (pid ${process.pid}) does not answer on ${path.join(dataDir, 'backup.sock')}`,
      );
      expect(refused.errors).toContain('Stop it and run the backup again');
      expect((await readdir(dataDir)).filter((name) => name.startsWith('shop.tar.gz'))).toEqual([]);
    } finally {
      await server.release();
    }
  });

  it('with no database, no file or a wrong count of files: what is missing', async () => {
    const empty = await freshDir('empty');
    expect((await admin(['backup', path.join(empty, 'b.tar.gz')], empty)).errors).toContain(
      `There is no embedded database in ${path.join(empty, 'db')} to back up.`,
    );
    expect((await admin(['restore', path.join(empty, 'missing.tar.gz')], empty)).errors).toContain(
      `There is no backup file ${path.join(empty, 'missing.tar.gz')}.`,
    );
    expect((await admin(['backup'], empty)).errors).toContain('Give one FILE: npm run admin -- backup FILE');
    expect((await admin(['restore', 'a', 'b'], empty)).code).toBe(1);
  });
});
