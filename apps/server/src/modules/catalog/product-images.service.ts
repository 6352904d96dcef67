import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  type AdminProductImage,
  type ImageVariant,
  MAX_IMAGES_PER_PRODUCT,
  PRODUCT_IMAGE_WIDTHS,
} from '@makerbazaar/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client.js';
import { productImages, products } from '../../db/schema/catalog.js';
import { recordUpdate } from '../../lib/audit-entries.js';
import { conflict, fieldErrors, HttpError, notFound } from '../../lib/errors.js';
import { MEDIA_STORE_DOWN_MESSAGE, type MediaStore, MediaStoreUnavailableError } from '../../media/media-store.js';
import { UPLOADS_URL_PREFIX } from '../../plugins/web-app.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';

/** An uploaded file as the request carried it. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** What sharp reads and the shop accepts; SVG is refused: it is a document, not a picture to resize. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A picture larger than this is refused before it is decoded: a small file can unpack to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

const PRODUCT_NOT_FOUND = 'Product not found.';
const IMAGE_NOT_FOUND = 'Picture not found.';

interface ResizedImage {
  /** Smallest first; the last is the largest copy. */
  variants: { width: number; fileName: string; data: Buffer }[];
}

type ImageRow = typeof productImages.$inferSelect;

function toAdminImage(row: ImageRow): AdminProductImage {
  return { id: row.id, url: row.url, alt: row.alt, position: row.position, variants: row.variants };
}

/** A file name shown in a message: its base name, shortened, so a long or odd name cannot flood the page. */
function shownName(filename: string): string {
  const base = path.basename(filename || 'The file');
  return base.length > 60 ? `${base.slice(0, 57)}…` : base;
}

/**
 * Reads one upload and makes its WebP copies at each width of PRODUCT_IMAGE_WIDTHS it is at least
 * as wide as (and at its own width when narrower than the largest), turned upright by its EXIF
 * orientation and without its metadata. Anything that is not a picture sharp reads is refused.
 */
async function resize(file: UploadedFile): Promise<ResizedImage> {
  const name = shownName(file.filename);
  const notAnImage = () =>
    fieldErrors({
      images: [`“${name}” is not an image the shop can use: upload a JPEG, PNG, WebP, GIF or AVIF file.`],
    });
  // Loaded at the first upload: it holds libvips (~11 MB resident), which serving the shop never needs.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(file.data).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || pixels === 0) throw notAnImage();
  if (pixels > MAX_INPUT_PIXELS) {
    throw fieldErrors({
      images: [
        `“${name}” has more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels: scale it down and upload it again.`,
      ],
    });
  }
  // The source's hash names its copies; the random part keeps two uploads of one file apart, so deleting
  // one never removes the other's files.
  const stem = `${createHash('sha256').update(file.data).digest('hex').slice(0, 16)}-${randomBytes(4).toString('hex')}`;
  const variants: ResizedImage['variants'] = [];
  try {
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const { data, info } = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      if (variants.some((variant) => variant.width === info.width)) break;
      variants.push({ width: info.width, fileName: `${stem}-${info.width}.webp`, data });
    }
  } catch {
    throw notAnImage();
  }
  return { variants };
}

/** Where the shop keeps uploaded pictures, and where it says what it could not tidy up. */
export interface ImageStorage {
  store: MediaStore;
  log: FastifyBaseLogger;
}

/**
 * Files a failed upload wrote, or a deleted picture had: removed now, or left behind (and named in
 * the log) when the store does not answer, since the pictures are already gone from the shop.
 */
async function removeFiles({ store, log }: ImageStorage, fileNames: string[]): Promise<void> {
  if (fileNames.length === 0) return;
  try {
    await store.delete(fileNames);
  } catch (error) {
    log.warn({ err: error, files: fileNames, store: store.location }, 'picture files left behind in the store');
  }
}

/** The files of an uploaded picture in the uploads store; none for a picture given by URL (the sample drawings). */
function uploadedFilesOf(image: Pick<ImageRow, 'url' | 'variants'>): string[] {
  return [...new Set([image.url, ...image.variants.map((variant) => variant.url)])]
    .filter((url) => url.startsWith(UPLOADS_URL_PREFIX))
    .map((url) => path.basename(url));
}

async function productNamed(db: Queryable, productId: number): Promise<string> {
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product.name;
}

async function imagesOf(db: Queryable, productId: number): Promise<ImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** A product's pictures in gallery order. */
export async function listProductImages(db: Queryable, productId: number): Promise<AdminProductImage[]> {
  await productNamed(db, productId);
  return (await imagesOf(db, productId)).map(toAdminImage);
}

/** The most pictures a product may still take. */
function roomLeft(held: number, adding: number): void {
  if (held + adding > MAX_IMAGES_PER_PRODUCT) {
    throw conflict(
      `This product has ${held} of at most ${MAX_IMAGES_PER_PRODUCT} pictures: delete some before adding ${adding} more.`,
    );
  }
}

/**
 * Adds uploaded pictures after the product's others. Every file is read and resized first (one bad
 * file refuses the whole upload), the copies are stored, then the rows and their audit entries in
 * one transaction; if that fails, the files just written are removed again. A store that does not
 * answer refuses the upload with a 503 and nothing added (what it may have kept is named in the log).
 */
export async function addProductImages(
  db: Database,
  actor: AuditActor,
  productId: number,
  files: UploadedFile[],
  storage: ImageStorage,
): Promise<AdminProductImage[]> {
  await productNamed(db, productId);
  roomLeft((await imagesOf(db, productId)).length, files.length);
  const resized: ResizedImage[] = [];
  for (const file of files) resized.push(await resize(file));

  const written: string[] = [];
  try {
    for (const image of resized) {
      for (const variant of image.variants) {
        written.push(variant.fileName);
        await storage.store.put(variant.fileName, variant.data, 'image/webp');
      }
    }
    return await db.transaction(async (tx) => {
      // Serialises uploads to one product, so two at once cannot both take the last free places.
      const [product] = await tx
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const held = await imagesOf(tx, productId);
      roomLeft(held.length, resized.length);
      const start = held.reduce((last, image) => Math.max(last, image.position + 1), 0);
      const rows = await tx
        .insert(productImages)
        .values(
          resized.map((image, i) => {
            const variants: ImageVariant[] = image.variants.map((variant) => ({
              width: variant.width,
              url: `${UPLOADS_URL_PREFIX}${variant.fileName}`,
            }));
            return {
              productId,
              url: variants.at(-1)?.url ?? '',
              alt: product.name,
              position: start + i,
              variants,
            };
          }),
        )
        .returning();
      for (const row of rows) {
        await recordAudit(tx, actor, {
          action: 'product_image.add',
          entity: 'product_image',
          entityId: row.id,
          after: { product_id: productId, url: row.url, alt: row.alt, position: row.position },
        });
      }
      return rows.map(toAdminImage);
    });
  } catch (error) {
    if (error instanceof MediaStoreUnavailableError) {
      // Asking a store that just failed to delete would keep staff waiting as long again, for nothing.
      storage.log.warn({ err: error, files: written, store: storage.store.location }, 'an upload could not be stored');
      throw new HttpError(503, { detail: MEDIA_STORE_DOWN_MESSAGE });
    }
    await removeFiles(storage, written);
    throw error;
  }
}

async function imageOf(db: Queryable, productId: number, imageId: number): Promise<ImageRow> {
  const [image] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  return image;
}

export async function updateProductImage(
  db: Database,
  actor: AuditActor,
  productId: number,
  imageId: number,
  change: { alt: string },
): Promise<AdminProductImage> {
  return db.transaction(async (tx) => {
    const before = await imageOf(tx, productId, imageId);
    const [after] = await tx
      .update(productImages)
      .set({ alt: change.alt })
      .where(eq(productImages.id, imageId))
      .returning();
    if (!after) throw notFound(IMAGE_NOT_FOUND);
    await recordUpdate(tx, actor, 'product_image', imageId, { alt: before.alt }, { alt: after.alt });
    return toAdminImage(after);
  });
}

/** Puts the product's pictures in the order of `ids`, which must name each of them once. */
export async function reorderProductImages(
  db: Database,
  actor: AuditActor,
  productId: number,
  ids: number[],
): Promise<AdminProductImage[]> {
  return db.transaction(async (tx) => {
    await productNamed(tx, productId);
    const held = await imagesOf(tx, productId);
    const heldIds = held.map((image) => image.id);
    if (ids.length !== heldIds.length || !heldIds.every((id) => ids.includes(id))) {
      throw fieldErrors({
        ids: ['Give every picture of this product exactly once: the pictures may have changed, reload the page.'],
      });
    }
    const cases = sql.join(
      ids.map((id, position) => sql`when ${id}::int then ${position}::int`),
      sql` `,
    );
    await tx
      .update(productImages)
      .set({ position: sql`case ${productImages.id} ${cases} else ${productImages.position} end` })
      .where(eq(productImages.productId, productId));
    await recordAudit(tx, actor, {
      action: 'product_image.reorder',
      entity: 'product',
      entityId: productId,
      before: { image_order: heldIds },
      after: { image_order: ids },
    });
    return (await imagesOf(tx, productId)).map(toAdminImage);
  });
}

/** Deletes a picture, then its files once the deletion is committed. */
export async function deleteProductImage(
  db: Database,
  actor: AuditActor,
  productId: number,
  imageId: number,
  storage: ImageStorage,
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const image = await imageOf(tx, productId, imageId);
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    await recordAudit(tx, actor, {
      action: 'product_image.delete',
      entity: 'product_image',
      entityId: imageId,
      before: { product_id: productId, url: image.url, alt: image.alt, position: image.position },
    });
    return image;
  });
  await removeFiles(storage, uploadedFilesOf(deleted));
}
