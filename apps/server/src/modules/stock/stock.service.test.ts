// The stock change feed: every committed change comes once its transaction has committed, even one
// that was still running when the feed last looked, and levels carry a revision that only grows.
import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app-hooks.js';
import { productBySlug } from '../../testing/customers.js';
import { ProductIndex } from '../catalog/product-index.js';
import {
  changeStock,
  readStock,
  readStockChanges,
  type StockMovementCause,
  SYSTEM_ACTOR,
  setStock,
  stockFeedHorizon,
} from './stock.service.js';

const ctx = testApp();

const db = () => ctx.database.db;
const COUNTED: StockMovementCause = { reason: 'count', actor: SYSTEM_ACTOR };

describe('the stock change feed', () => {
  it('gives each committed change after the horizon, with a growing revision, and then moves on', async () => {
    const uno = await productBySlug(db(), 'arduino-uno-r3');
    const start = await stockFeedHorizon(db());
    await setStock(db(), [{ productId: uno.id, quantity: 10 }]);
    const first = await readStockChanges(db(), start);
    const seen = first.levels.find((l) => l.productId === uno.id);
    expect(seen?.quantity).toBe(10);

    await db().transaction((tx) => changeStock(tx, [{ productId: uno.id, delta: -3 }], COUNTED));
    const second = await readStockChanges(db(), first.horizon);
    const next = second.levels.find((l) => l.productId === uno.id);
    expect(next?.quantity).toBe(7);
    expect(next?.revision).toBeGreaterThan(seen?.revision ?? Number.POSITIVE_INFINITY);

    const quiet = await readStockChanges(db(), second.horizon);
    expect(quiet.levels.find((l) => l.productId === uno.id)).toBeUndefined();
  });

  // Only PostgreSQL runs a second transaction while the first is open.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'does not miss a change whose transaction was still running when the feed looked',
    async () => {
      const esp32 = await productBySlug(db(), 'esp32-development-kit');
      await setStock(db(), [{ productId: esp32.id, quantity: 50 }]);
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written = () => {};
      const isWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      const writer = db().transaction(async (tx) => {
        await changeStock(tx, [{ productId: esp32.id, delta: -5 }], COUNTED);
        written();
        await committing;
      });
      await isWritten;
      const during = await readStockChanges(db(), await stockFeedHorizon(db()));
      expect(during.levels.find((l) => l.productId === esp32.id)).toBeUndefined();
      commit();
      await writer;
      const after = await readStockChanges(db(), during.horizon);
      expect(after.levels.find((l) => l.productId === esp32.id)?.quantity).toBe(45);
    },
  );
});

describe("the product index's stock", () => {
  it('takes a newer level in place, ignores an older one arriving late, and says when availability changed', async () => {
    const nano = await productBySlug(db(), 'arduino-nano-every');
    await setStock(db(), [{ productId: nano.id, quantity: 5 }]);
    const index = await ProductIndex.build(db());
    const inStock = () => index.select({ inStock: true }, 'relevance', 0, 1_000).ids;
    const [current] = await readStock(db(), [nano.id]);
    const revision = current?.revision ?? 0;

    expect(index.applyStock([{ productId: nano.id, quantity: 0, revision: revision + 1 }])).toBe(true);
    expect(inStock()).not.toContain(nano.id);
    expect(index.applyStock([{ productId: nano.id, quantity: 5, revision }])).toBe(false);
    expect(inStock()).not.toContain(nano.id);
    expect(index.applyStock([{ productId: nano.id, quantity: 2, revision: revision + 2 }])).toBe(true);
    expect(inStock()).toContain(nano.id);
    expect(index.applyStock([{ productId: nano.id, quantity: 1, revision: revision + 3 }])).toBe(false);
  });
});
