import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { type CatalogVersion, ProductIndex, readCatalogVersion } from './product-index.js';

export interface CachedBody {
  body: string;
  etag: string;
}

export interface CatalogCacheOptions {
  /** How often the shared catalogue version is read; the most another process's write can go unseen. */
  versionCheckMs?: number;
  maxEntries?: number;
}

/**
 * What a process keeps of the catalogue between requests: serialized answers, and the product index
 * that lists, filters and searches. Triggers bump `catalog_version` on every write, in any process;
 * this cache reads that version at most once per `versionCheckMs`, drops the answers when it moved
 * and brings the index up to date, so many processes on one PostgreSQL stay coherent.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Promise<CachedBody>>();
  private readonly versionCheckMs: number;
  private readonly maxEntries: number;
  private version: CatalogVersion | undefined;
  private checkedAt = 0;
  private versionCheck: Promise<void> | undefined;
  private index: ProductIndex | undefined;
  private indexUpdate: Promise<ProductIndex> | undefined;

  constructor(
    private readonly db: Database,
    options: CatalogCacheOptions = {},
  ) {
    this.versionCheckMs = options.versionCheckMs ?? 1_000;
    this.maxEntries = options.maxEntries ?? 1_000;
  }

  async get(key: string, build: () => Promise<string>): Promise<CachedBody> {
    await this.refreshVersion();
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is insertion order: re-inserting keeps recently used keys at the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = build().then((body) => ({
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    }));
    this.entries.set(key, pending);
    pending.catch(() => this.entries.delete(key));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
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

  /** The product index, as of the catalogue version seen last (at most `versionCheckMs` old). */
  async productIndex(): Promise<ProductIndex> {
    await this.refreshVersion();
    const target = this.version ?? { version: 0, structureVersion: 0 };
    const index = this.index;
    if (
      index &&
      index.version.version >= target.version &&
      index.version.structureVersion === target.structureVersion
    ) {
      return index;
    }
    this.indexUpdate ??= this.updateIndex(target).finally(() => {
      this.indexUpdate = undefined;
    });
    return this.indexUpdate;
  }

  private async updateIndex(target: CatalogVersion): Promise<ProductIndex> {
    if (!this.index || this.index.needsRebuild(target)) this.index = await ProductIndex.load(this.db);
    else await this.index.catchUp(this.db, target);
    return this.index;
  }

  /** Forget everything now; a write in this process calls it so its own next read is fresh. */
  invalidate(): void {
    this.entries.clear();
    this.checkedAt = 0;
  }

  private refreshVersion(): Promise<void> {
    if (Date.now() - this.checkedAt < this.versionCheckMs) return Promise.resolve();
    this.versionCheck ??= this.readVersion().finally(() => {
      this.versionCheck = undefined;
    });
    return this.versionCheck;
  }

  private async readVersion(): Promise<void> {
    const current = await readCatalogVersion(this.db);
    if (current.version !== this.version?.version || current.structureVersion !== this.version.structureVersion) {
      this.entries.clear();
      this.version = current;
    }
    this.checkedAt = Date.now();
  }
}
