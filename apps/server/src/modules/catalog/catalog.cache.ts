import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { type ShownStock, trackShownStock } from '../stock/shown-stock.js';
import {
  readStock,
  readStockChanges,
  type StockLevel,
  type StockListener,
  stockFeedHorizon,
} from '../stock/stock.service.js';
import { type CatalogVersion, ProductIndex, readCatalogVersion } from './product-index.js';

export interface CachedBody {
  body: string;
  etag: string;
}

/** What a cached answer showed of the stock: the revision per product, and the availability epoch if it filtered by stock. */
interface StockShownByEntry {
  products: ShownStock['products'];
  availabilityEpoch: number | undefined;
}

export interface CatalogCacheOptions {
  /**
   * How often the shared catalogue version and the stock change feed are read; the most another
   * process's write can go unseen.
   */
  versionCheckMs?: number;
  maxEntries?: number;
  /**
   * Most characters of answer bodies kept, all entries together: the bound on the cache's memory
   * whatever the answers' sizes (a bot walking every page and filter fills it with list pages).
   */
  maxBodyChars?: number;
  /** How a whole product index is built (the first one, and rebuilds beside the serving one). */
  buildIndex?: (db: Queryable) => Promise<ProductIndex>;
}

/**
 * What a process keeps of the catalogue between requests: serialized answers, and the product index
 * that lists, filters and searches. Triggers bump `catalog_version` on every write, in any process;
 * this cache reads that version at most once per `versionCheckMs`, drops the answers when it moved
 * and brings the index up to date, so many processes on one PostgreSQL stay coherent.
 */
export class CatalogCache implements StockListener {
  private readonly entries = new Map<string, Promise<CachedBody>>();
  /** The length of each built body in `entries`, and their sum. */
  private readonly bodyChars = new Map<string, number>();
  private cachedChars = 0;
  /**
   * Stock lives apart from the catalogue version (docs/decisions/008-stock-levels.md): a stock
   * change rebuilds only the answers that showed it, when they are next asked for.
   */
  private readonly stockShownBy = new WeakMap<Promise<CachedBody>, StockShownByEntry>();
  /** The newest stock revision seen of each product whose stock changed since this cache started. */
  private readonly stockRevisions = new Map<number, number>();
  /** Moves when a product comes into or goes out of stock, which changes what the in_stock filter picks. */
  private availabilityEpoch = 0;
  /** Where the stock change feed is read from next; set at the first look, before anything is cached. */
  private stockHorizon: number | undefined;
  /** Stock changes seen while a new index is built, applied to it before it serves. */
  private readonly stockSeenDuringBuilds = new Set<StockLevel[]>();
  private readonly versionCheckMs: number;
  private readonly maxEntries: number;
  private readonly maxBodyChars: number;
  private version: CatalogVersion | undefined;
  private checkedAt = 0;
  /** Counts `invalidate()` calls, so a version read that began before a write is not taken as current. */
  private invalidations = 0;
  private versionCheck: Promise<void> | undefined;
  private index: ProductIndex | undefined;
  private indexUpdate: Promise<ProductIndex> | undefined;
  private readonly buildIndex: (db: Queryable) => Promise<ProductIndex>;
  /** A new index being built beside the serving one; searches keep using the serving one until it is ready. */
  private rebuild: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    options: CatalogCacheOptions = {},
  ) {
    this.versionCheckMs = options.versionCheckMs ?? 1_000;
    this.maxEntries = options.maxEntries ?? 1_000;
    // 4 MB of JSON, or 8 MB where V8 keeps a body as two-byte text (it holds a ₹ or an emoji).
    this.maxBodyChars = options.maxBodyChars ?? 4_000_000;
    this.buildIndex = options.buildIndex ?? ProductIndex.build;
  }

  async get(key: string, build: () => Promise<string>): Promise<CachedBody> {
    await this.refreshVersion();
    const hit = this.entries.get(key);
    if (hit && this.showsCurrentStock(hit)) {
      // Map order is insertion order: re-inserting keeps recently used keys at the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const availabilityEpoch = this.availabilityEpoch;
    const pending: Promise<CachedBody> = trackShownStock(build).then(({ result: body, shown }) => {
      this.stockShownBy.set(pending, {
        products: shown.products,
        availabilityEpoch: shown.availability ? availabilityEpoch : undefined,
      });
      if (this.entries.get(key) === pending) this.countBody(key, body.length);
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
    this.forget(key);
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.forget(key);
    });
    this.evictOldest();
    return pending;
  }

  private countBody(key: string, chars: number): void {
    this.bodyChars.set(key, chars);
    this.cachedChars += chars;
    this.evictOldest();
  }

  /** Drops the least recently used answers until both bounds hold. */
  private evictOldest(): void {
    while (this.entries.size > this.maxEntries || this.cachedChars > this.maxBodyChars) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.entries.delete(key);
    this.cachedChars -= this.bodyChars.get(key) ?? 0;
    this.bodyChars.delete(key);
  }

  private forgetAll(): void {
    this.entries.clear();
    this.bodyChars.clear();
    this.cachedChars = 0;
  }

  /**
   * Answers a read from the cache, keyed by its URL, with an ETag (304 when the client has it). The
   * body is checked against its schema once, when it is cached, instead of on every answer.
   */
  async send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    load: () => Promise<z.input<S>>,
  ) {
    const entry = await this.get(request.url, async () => JSON.stringify(schema.parse(await load())));
    reply.header('cache-control', 'no-cache').header('etag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  /** Whether the first product index has been built: searches and listings answer without waiting for it. */
  get hasProductIndex(): boolean {
    return this.index !== undefined;
  }

  /**
   * The product index, as of the catalogue version seen last (at most `versionCheckMs` old). Only
   * the very first build is waited for; a rebuild happens beside the serving index.
   */
  async productIndex(): Promise<ProductIndex> {
    await this.refreshVersion();
    const target = this.version ?? { version: 0, structureVersion: 0 };
    for (;;) {
      const index = this.index;
      if (
        index &&
        index.version.version >= target.version &&
        index.version.structureVersion >= target.structureVersion
      ) {
        return index;
      }
      // An update under way may aim at an older version (one from before this process's own write):
      // wait for it, then look again.
      if (!this.indexUpdate) {
        const update: Promise<ProductIndex> = this.updateIndex(target).finally(() => {
          if (this.indexUpdate === update) this.indexUpdate = undefined;
        });
        this.indexUpdate = update;
      }
      await this.indexUpdate;
    }
  }

  private async updateIndex(target: CatalogVersion): Promise<ProductIndex> {
    if (!this.index) {
      return this.putInService(() => this.buildIndex(this.db));
    }
    const index = this.index;
    await index.catchUp(this.db, target);
    if (index.needsRebuild()) this.rebuildBeside();
    return index;
  }

  /**
   * Builds a new index while the serving one keeps answering, brings it up to date and swaps it in.
   * If the build fails, the serving index stays, and the next catalogue change tries again.
   */
  private rebuildBeside(): void {
    this.rebuild ??= (async () => {
      await this.putInService(async () => {
        const fresh = await this.buildIndex(this.db);
        await fresh.catchUp(this.db, await readCatalogVersion(this.db));
        return fresh;
      });
      this.forgetAll();
    })()
      .catch(() => undefined)
      .finally(() => {
        this.rebuild = undefined;
      });
  }

  /**
   * Builds an index with `build`, applies to it the stock changes that arrived meanwhile (the build
   * may have read those products before they changed) and makes it the serving index, with nothing
   * awaited in between, so no change falls between the two.
   */
  private async putInService(build: () => Promise<ProductIndex>): Promise<ProductIndex> {
    const seen: StockLevel[] = [];
    this.stockSeenDuringBuilds.add(seen);
    try {
      const index = await build();
      index.applyStock(seen);
      this.index = index;
      return index;
    } finally {
      this.stockSeenDuringBuilds.delete(seen);
    }
  }

  /**
   * This process has committed a change of these products' stock (checkout, cancellation): read
   * it back and show it from the next answer on, without waiting for the feed.
   */
  async stockChanged(productIds: number[]): Promise<void> {
    this.applyStock(await readStock(this.db, productIds));
  }

  private applyStock(levels: StockLevel[]): void {
    if (levels.length === 0) return;
    for (const level of levels) {
      if (level.revision > (this.stockRevisions.get(level.productId) ?? 0)) {
        this.stockRevisions.set(level.productId, level.revision);
      }
    }
    for (const seen of this.stockSeenDuringBuilds) seen.push(...levels);
    if (this.index?.applyStock(levels)) this.availabilityEpoch += 1;
  }

  /** Whether a cached answer still shows the stock as this process last saw it. */
  private showsCurrentStock(entry: Promise<CachedBody>): boolean {
    const shown = this.stockShownBy.get(entry);
    // Still being built: it reads the stock as it is now.
    if (!shown) return true;
    if (shown.availabilityEpoch !== undefined && shown.availabilityEpoch !== this.availabilityEpoch) return false;
    for (const [productId, revision] of shown.products) {
      if ((this.stockRevisions.get(productId) ?? 0) > revision) return false;
    }
    return true;
  }

  /**
   * Forget everything now; a write in this process calls it once committed, so its own next read is
   * fresh. A version check already under way may have read the version before the write: it is
   * disowned, and the next read starts one of its own.
   */
  invalidate(): void {
    this.forgetAll();
    this.checkedAt = 0;
    this.invalidations += 1;
    this.versionCheck = undefined;
  }

  private refreshVersion(): Promise<void> {
    if (Date.now() - this.checkedAt < this.versionCheckMs) return Promise.resolve();
    if (!this.versionCheck) {
      const check: Promise<void> = this.readVersion().finally(() => {
        if (this.versionCheck === check) this.versionCheck = undefined;
      });
      this.versionCheck = check;
    }
    return this.versionCheck;
  }

  private async readVersion(): Promise<void> {
    // Counted from when the read began, so a write it missed shows on every request that comes a
    // second after the write, however long the reads took.
    const startedAt = Date.now();
    const invalidations = this.invalidations;
    const current = await readCatalogVersion(this.db);
    // A write committed while this read was under way: what it read may predate the write.
    if (invalidations !== this.invalidations) return;
    if (current.version !== this.version?.version || current.structureVersion !== this.version.structureVersion) {
      this.forgetAll();
      this.version = current;
    }
    await this.readStockFeed();
    this.checkedAt = startedAt;
  }

  /**
   * Applies the stock changes committed since the last look, by any process. The first look only
   * marks where the feed starts: everything cached or indexed after it reads the stock as it is.
   */
  private async readStockFeed(): Promise<void> {
    if (this.stockHorizon === undefined) {
      this.stockHorizon = await stockFeedHorizon(this.db);
      return;
    }
    const { horizon, levels } = await readStockChanges(this.db, this.stockHorizon);
    this.stockHorizon = horizon;
    this.applyStock(levels);
  }
}
