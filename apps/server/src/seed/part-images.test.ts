import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_IMAGE_WIDTHS } from '@makerbazaar/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DRAWING_RASTERS_DIR, DRAWN_FROM_FILE, drawingCopies, drawingHash, PART_IMAGES_DIR } from './part-images.js';

const drawings = readdirSync(PART_IMAGES_DIR)
  .filter((name) => name.endsWith('.svg'))
  .map((name) => name.slice(0, -'.svg'.length));

describe('raster copies of the sample drawings', () => {
  it('were drawn from every drawing as it is now (run scripts/rasterize-drawings.ts after changing one)', () => {
    const drawnFrom = JSON.parse(readFileSync(DRAWN_FROM_FILE, 'utf8')) as Record<string, string>;
    const current = Object.fromEntries(
      drawings.map((kind) => [kind, drawingHash(readFileSync(path.join(PART_IMAGES_DIR, `${kind}.svg`)))]),
    );
    expect(drawnFrom).toEqual(current);
  });

  it('are WebP pictures at each width an upload gets', async () => {
    for (const kind of drawings) {
      const copies = drawingCopies(`/media/parts/${kind}.svg`);
      expect(
        copies.map((copy) => copy.width),
        kind,
      ).toEqual([...PRODUCT_IMAGE_WIDTHS]);
      const largest = copies.at(-1)?.url ?? '';
      const metadata = await sharp(path.join(DRAWING_RASTERS_DIR, path.basename(largest))).metadata();
      expect(metadata, kind).toMatchObject({ format: 'webp', width: 1200 });
    }
  });

  it('belong to the drawings only: a picture from anywhere else has none', () => {
    expect(drawingCopies('/media/uploads/0123456789abcdef-1a2b3c4d-640.webp')).toEqual([]);
    expect(drawingCopies('/media/parts/no-such-part.svg')).toEqual([]);
    expect(drawingCopies('https://example.com/media/parts/arduino-uno.svg')).toEqual([]);
  });
});
