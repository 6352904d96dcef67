// Draws each sample part drawing (src/seed/images/*.svg) as WebP copies at the widths uploads get,
// into src/seed/images/rasters/, and records which version of each drawing they were drawn from.
// Run it after changing or adding a drawing: `npx tsx apps/server/scripts/rasterize-drawings.ts`
// (a test fails while a drawing's copies are missing or were drawn from an older version).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawingCopyUrl, PRODUCT_IMAGE_WIDTHS } from '@makerbazaar/core';
import sharp from 'sharp';
import { DRAWING_RASTERS_DIR, DRAWN_FROM_FILE, drawingHash, PART_IMAGES_DIR } from '../src/seed/part-images.js';

const WEBP_QUALITY = 82;

for (const old of readdirSync(DRAWING_RASTERS_DIR)) rmSync(path.join(DRAWING_RASTERS_DIR, old));
const drawnFrom: Record<string, string> = {};
for (const file of readdirSync(PART_IMAGES_DIR).filter((name) => name.endsWith('.svg'))) {
  const kind = file.slice(0, -'.svg'.length);
  const svg = readFileSync(path.join(PART_IMAGES_DIR, file));
  const { width: drawnWidth = 400 } = await sharp(svg).metadata();
  for (const width of PRODUCT_IMAGE_WIDTHS) {
    // Drawn at the density that gives `width` pixels, not enlarged from the drawing's own size.
    const data = await sharp(svg, { density: (72 * width) / drawnWidth })
      .resize({ width })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    writeFileSync(path.join(DRAWING_RASTERS_DIR, path.basename(drawingCopyUrl(kind, width))), data);
  }
  drawnFrom[kind] = drawingHash(svg);
}
writeFileSync(DRAWN_FROM_FILE, `${JSON.stringify(drawnFrom, null, 2)}\n`);
console.log(`${Object.keys(drawnFrom).length} drawings in ${path.relative(process.cwd(), DRAWING_RASTERS_DIR)}`);
