import {
  BACK_IN_STOCK_CONFIRM_DAYS,
  BACK_IN_STOCK_IN_STOCK,
  BACK_IN_STOCK_INVALID_LINK,
  BACK_IN_STOCK_NOT_FOUND,
  BACK_IN_STOCK_TOO_MANY,
  type BackInStockLinkAnswer,
  type Language,
  MAX_BACK_IN_STOCK_ALERTS,
  PRODUCT_NOT_FOUND,
} from '@makerbazaar/core';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { backInStockRequests } from '../../db/schema/back-in-stock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';
import { getProductsByIds, type ProductRecord } from '../catalog/catalog.service.js';
import { enqueueAcknowledgement, enqueueEmail } from '../email/outbox.service.js';
import { backInStockConfirmationEmail, backInStockNoticeEmail } from '../email/templates.js';
import { notify } from '../notifications/notifications.service.js';
import { readStock, type StockListener } from '../stock/stock.service.js';

const CONFIRM_WINDOW_MS = BACK_IN_STOCK_CONFIRM_DAYS * 24 * 60 * 60 * 1000;
/** Requests notified per transaction of the sweep. */
const NOTICE_BATCH = 100;

const open = isNull(backInStockRequests.notifiedAt);

/** A product on sale that is out of stock, which is all one can ask to hear about. */
async function soldOutProduct(db: Queryable, productId: number): Promise<ProductRecord> {
  const product = (await getProductsByIds(db, [productId])).get(productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (product.stock > 0) throw conflict(BACK_IN_STOCK_IN_STOCK);
  return product;
}

/** A customer's alert with the part it waits for, its price in paise. */
export interface AlertRecord {
  id: number;
  product: ProductRecord;
  createdAt: Date;
}

/** The parts a customer waits for, the latest asked first; a part the shop no longer shows is left out. */
export async function listAlerts(db: Queryable, userId: number): Promise<AlertRecord[]> {
  const rows = await db
    .select()
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.userId, userId), open))
    .orderBy(desc(backInStockRequests.id));
  const products = await getProductsByIds(
    db,
    rows.map((row) => row.productId),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.productId);
    if (!product) return [];
    return [{ id: row.id, product, createdAt: row.createdAt }];
  });
}

/** A customer's "Notify me": one tap, no confirmation (the account's address is the shop's to use). Asking twice changes nothing. */
export async function requestAlert(db: Database, userId: number, productId: number): Promise<AlertRecord> {
  await soldOutProduct(db, productId);
  await db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ n: count() })
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.userId, userId), open));
    if ((waiting?.n ?? 0) >= MAX_BACK_IN_STOCK_ALERTS) throw conflict(BACK_IN_STOCK_TOO_MANY);
    await tx.insert(backInStockRequests).values({ productId, userId, confirmedAt: new Date() }).onConflictDoNothing();
  });
  const alert = (await listAlerts(db, userId)).find((candidate) => candidate.product.id === productId);
  if (!alert) throw notFound(PRODUCT_NOT_FOUND);
  return alert;
}

/** Cancels one of the customer's alerts; one already sent, or another's, is not found. */
export async function cancelAlert(db: Queryable, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(backInStockRequests)
    .where(and(eq(backInStockRequests.id, id), eq(backInStockRequests.userId, userId), open))
    .returning({ id: backInStockRequests.id });
  if (removed.length === 0) throw notFound(BACK_IN_STOCK_NOT_FOUND);
}

/**
 * A guest's "Notify me": the address gets a link to confirm and nothing else until it is followed,
 * within the daily cap on e-mails to addresses typed into the shop's forms (counted in the outbox,
 * so it holds across processes). Asking again for the same part sends a fresh link to an address
 * that has not confirmed yet (the older link stops working), and nothing to one that has; over the
 * cap nothing changes. The caller answers the same either way.
 */
export async function requestGuestAlert(
  db: Database,
  productId: number,
  email: string,
  language: Language,
  shopUrl: string,
): Promise<void> {
  const product = await soldOutProduct(db, productId);
  const { token, hash } = newOpaqueToken();
  await db.transaction(async (tx) => {
    const [waiting] = await tx
      .select()
      .from(backInStockRequests)
      .where(
        and(eq(backInStockRequests.productId, productId), sql`lower(${backInStockRequests.email}) = ${email}`, open),
      )
      .for('update');
    if (waiting?.confirmedAt) return;
    const sent = await enqueueAcknowledgement(
      tx,
      backInStockConfirmationEmail(email, language, {
        productName: product.name,
        confirmUrl: `${shopUrl}/back-in-stock/${token}`,
        days: BACK_IN_STOCK_CONFIRM_DAYS,
      }),
    );
    // Over the address's daily share no link went, so the one it holds (if any) must keep working.
    if (!sent) return;
    if (waiting) {
      await tx
        .update(backInStockRequests)
        .set({ tokenHash: hash, language, createdAt: new Date() })
        .where(eq(backInStockRequests.id, waiting.id));
    } else {
      await tx.insert(backInStockRequests).values({ productId, email, language, tokenHash: hash });
    }
  });
}

/** The open request a guest's link stands for: unconfirmed ones only while the link is fresh. */
async function requestOfLink(db: Queryable, token: string, now: Date) {
  const [request] = await db
    .select()
    .from(backInStockRequests)
    .where(
      and(
        eq(backInStockRequests.tokenHash, hashOpaqueToken(token)),
        open,
        sql`(${backInStockRequests.confirmedAt} is not null or ${backInStockRequests.createdAt} >= ${new Date(now.getTime() - CONFIRM_WINDOW_MS)})`,
      ),
    );
  if (!request) throw notFound(BACK_IN_STOCK_INVALID_LINK);
  const product = (await getProductsByIds(db, [request.productId])).get(request.productId);
  if (!product) throw notFound(BACK_IN_STOCK_INVALID_LINK);
  return { request, product };
}

/**
 * Follows a guest's link: the request counts from now on, and a part already back on the shelf is
 * told at once. Following it again changes nothing.
 */
export async function confirmGuestAlert(
  db: Database,
  token: string,
  shopUrl: string,
  now = new Date(),
): Promise<BackInStockLinkAnswer> {
  const { request, product } = await requestOfLink(db, token, now);
  await db
    .update(backInStockRequests)
    .set({ confirmedAt: sql`coalesce(${backInStockRequests.confirmedAt}, ${now})` })
    .where(eq(backInStockRequests.id, request.id));
  await sendBackInStockNotices(db, shopUrl, [product.id], now);
  return {
    product: { slug: product.slug, name: product.name },
    detail: `We will e-mail you once when ${product.name} is back in stock.`,
  };
}

/** Cancels a guest's request by the link it was confirmed with. */
export async function cancelGuestAlert(db: Queryable, token: string, now = new Date()): Promise<BackInStockLinkAnswer> {
  const { request, product } = await requestOfLink(db, token, now);
  await db.delete(backInStockRequests).where(eq(backInStockRequests.id, request.id));
  return {
    product: { slug: product.slug, name: product.name },
    detail: `Your alert for ${product.name} is cancelled: we will not e-mail you about it.`,
  };
}

/**
 * Tells a batch of the confirmed requests still open for these parts, and marks them sent in the
 * caller's transaction: a customer gets a notification and its e-mail (in their language, to the
 * address `emailRecipients` allows), a guest an e-mail in the language they asked in. Requests are
 * claimed with SKIP LOCKED, so transactions telling at once share the work and each request is
 * told once. A part the shop does not show is left waiting. Answers how many were told.
 */
async function tellBatch(tx: Transaction, productIds: number[], shopUrl: string, now: Date): Promise<number> {
  const products = await getProductsByIds(tx, productIds);
  const due = await tx
    .select()
    .from(backInStockRequests)
    .where(
      and(
        open,
        isNotNull(backInStockRequests.confirmedAt),
        inArray(backInStockRequests.productId, [...products.keys()]),
      ),
    )
    .orderBy(asc(backInStockRequests.id))
    .limit(NOTICE_BATCH)
    .for('update', { skipLocked: true });
  for (const request of due) {
    const product = products.get(request.productId);
    if (!product) continue;
    if (request.userId !== null) {
      await notify(
        tx,
        request.userId,
        {
          topic: 'priceAlerts',
          type: 'wishlist',
          title: `Back in stock: ${product.name}`,
          message: `${product.name} is back in stock, as you asked us to tell you.`,
          actionUrl: `/product/${product.slug}`,
          emailKind: 'back_in_stock',
          dedupeKey: `back-in-stock:${request.id}`,
          requested: true,
        },
        shopUrl,
      );
    } else if (request.email !== null) {
      await enqueueEmail(
        tx,
        backInStockNoticeEmail(request.email, request.language, {
          productName: product.name,
          productUrl: `${shopUrl}/product/${product.slug}`,
        }),
      );
    }
  }
  if (due.length > 0) {
    await tx
      .update(backInStockRequests)
      .set({ notifiedAt: now })
      .where(
        inArray(
          backInStockRequests.id,
          due.map((request) => request.id),
        ),
      );
  }
  return due.length;
}

/**
 * Tells everyone waiting for a part that staff put back on the shelf, in the transaction of the
 * `stock.restocked` subscriber: the delivery runs it once.
 */
export async function tellWaitingForRestocked(tx: Transaction, productId: number, shopUrl: string): Promise<void> {
  const now = new Date();
  let told: number;
  do told = await tellBatch(tx, [productId], shopUrl, now);
  while (told === NOTICE_BATCH);
}

/**
 * Sends the one notice of each confirmed request whose part is on sale and on the shelf again, a
 * batch per transaction. Stock comes back by every path through `changeStock`, so this looks at the
 * shelf, not at how it was filled. Answers how many requests were told. `productIds` narrows the
 * sweep to parts whose stock just moved; the whole sweep also drops unconfirmed requests whose link
 * has expired.
 */
export async function sendBackInStockNotices(
  db: Database,
  shopUrl: string,
  productIds?: number[],
  now = new Date(),
): Promise<number> {
  if (!productIds) {
    await db
      .delete(backInStockRequests)
      .where(
        and(
          isNull(backInStockRequests.confirmedAt),
          lt(backInStockRequests.createdAt, new Date(now.getTime() - CONFIRM_WINDOW_MS)),
        ),
      );
  }
  const waitingFor = await db
    .selectDistinct({ productId: backInStockRequests.productId })
    .from(backInStockRequests)
    .where(
      and(
        open,
        isNotNull(backInStockRequests.confirmedAt),
        productIds ? inArray(backInStockRequests.productId, productIds) : undefined,
      ),
    );
  if (waitingFor.length === 0) return 0;
  const levels = await readStock(
    db,
    waitingFor.map((row) => row.productId),
  );
  const back = levels.filter((level) => level.quantity > 0).map((level) => level.productId);
  if (back.length === 0) return 0;
  let told = 0;
  for (;;) {
    const batch = await db.transaction((tx) => tellBatch(tx, back, shopUrl, now));
    told += batch;
    if (batch < NOTICE_BATCH) return told;
  }
}

/**
 * Told by this process's stock-changing routes once their change is committed: any part among them
 * that someone waits for and is on the shelf again is told at once. That covers the paths that do
 * not record `stock.restocked` yet (cancellations, refunds, imports); changes made elsewhere
 * (another process, the unpaid-order sweep) are found by the scheduled sweep (background-work.ts).
 */
export function backInStockListener(db: Database, shopUrl: string, log: FastifyBaseLogger): StockListener {
  return {
    async stockChanged(productIds) {
      await sendBackInStockNotices(db, shopUrl, productIds).catch((error: unknown) =>
        log.error({ err: error }, 'sending back-in-stock notices failed'),
      );
    },
  };
}
