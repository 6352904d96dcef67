// Draws each sample product's picture from the template of its kind (src/seed/drawings/) into
// src/media/parts/<slug>.svg, then WebP copies of each at the widths uploads get into
// src/media/parts/rasters/, and records which version of each picture the copies were drawn from.
// Run it after changing a template or a product's picture: `npx tsx apps/server/scripts/draw-pictures.ts`
// (a test fails while a picture or its copies are missing or out of date).
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawingCopyUrl, PRODUCT_IMAGE_WIDTHS } from '@makerbazaar/core';
import sharp from 'sharp';
import { DRAWING_RASTERS_DIR, DRAWN_FROM_FILE, drawingHash, PART_IMAGES_DIR } from '../src/media/part-images.js';
import { SEED_PRODUCTS } from '../src/seed/catalogue.data.js';
import { productPicture } from '../src/seed/product-pictures.js';

/**
 * Lossy quality of each width's copy. A wide copy is shown at two or three device pixels a CSS
 * pixel, where its artefacts are too small to see: it is kept smaller, and all the copies together
 * stay near the size the shared drawings' copies had.
 */
const WEBP_QUALITY: Record<number, number> = { 320: 75, 640: 65, 1200: 50 };

for (const old of readdirSync(DRAWING_RASTERS_DIR)) rmSync(path.join(DRAWING_RASTERS_DIR, old));
for (const old of readdirSync(PART_IMAGES_DIR).filter((name) => name.endsWith('.svg'))) {
  rmSync(path.join(PART_IMAGES_DIR, old));
}
const drawnFrom: Record<string, string> = {};
for (const product of SEED_PRODUCTS) {
  const svg = productPicture(product);
  writeFileSync(path.join(PART_IMAGES_DIR, `${product.slug}.svg`), svg);
  const { width: drawnWidth = 400 } = await sharp(Buffer.from(svg)).metadata();
  for (const width of PRODUCT_IMAGE_WIDTHS) {
    // Drawn at the density that gives `width` pixels, not enlarged from the drawing's own size.
    const data = await sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
      .resize({ width })
      .webp({ quality: WEBP_QUALITY[width] ?? 80, effort: 6 })
      .toBuffer();
    writeFileSync(path.join(DRAWING_RASTERS_DIR, path.basename(drawingCopyUrl(product.slug, width))), data);
  }
  drawnFrom[product.slug] = drawingHash(svg);
}
writeFileSync(DRAWN_FROM_FILE, `${JSON.stringify(drawnFrom, null, 2)}\n`);
console.log(`${SEED_PRODUCTS.length} pictures in ${path.relative(process.cwd(), PART_IMAGES_DIR)}`);
