import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DRAWINGS_URL_PREFIX, drawingCopyUrl, drawingUrl, type ImageVariant } from '@makerbazaar/core';
import { SERVER_ROOT } from '../server-root.js';
import type { PartImageKind } from './catalogue.types.js';

export const PART_IMAGES_DIR = path.join(SERVER_ROOT, 'src/seed/images');
export const PART_IMAGES_URL_PREFIX = DRAWINGS_URL_PREFIX;
/**
 * WebP copies of the drawings (core's `drawingCopyUrl`), made by `scripts/rasterize-drawings.ts`, with
 * `DRAWN_FROM_FILE`: the hash of the drawing each kind's copies were made from (beside the served
 * folder, not in it).
 */
export const DRAWING_RASTERS_DIR = path.join(PART_IMAGES_DIR, 'rasters');
export const DRAWN_FROM_FILE = path.join(SERVER_ROOT, 'src/seed/drawing-rasters.json');
const RASTER_FILE = /^([a-z0-9-]+)-(\d+)\.webp$/;

export function partImageUrl(kind: PartImageKind): string {
  return drawingUrl(kind);
}

/** What a drawing's copies are checked against: copies of an older version fail a test. */
export function drawingHash(svg: Buffer): string {
  return createHash('sha256').update(svg).digest('hex').slice(0, 16);
}

let copiesByUrl: Map<string, ImageVariant[]> | undefined;

function readCopies(): Map<string, ImageVariant[]> {
  const byUrl = new Map<string, ImageVariant[]>();
  for (const file of readdirSync(DRAWING_RASTERS_DIR)) {
    const [, kind, width] = RASTER_FILE.exec(file) ?? [];
    if (!kind || !width) continue;
    const drawing = drawingUrl(kind);
    const copy = { width: Number(width), url: drawingCopyUrl(kind, Number(width)) };
    byUrl.set(
      drawing,
      [...(byUrl.get(drawing) ?? []), copy].sort((a, b) => a.width - b.width),
    );
  }
  return byUrl;
}

/**
 * The WebP copies of a sample drawing, smallest first, as an upload's resized copies are; none for
 * any other picture. A drawing is laid out and painted on the page's main thread (blur filters and
 * text included), a WebP decoded beside it: cards and galleries show the copies.
 */
export function drawingCopies(url: string): ImageVariant[] {
  if (!url.startsWith(PART_IMAGES_URL_PREFIX)) return [];
  copiesByUrl ??= readCopies();
  return copiesByUrl.get(url) ?? [];
}
