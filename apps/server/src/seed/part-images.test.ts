import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { drawingUrl, PRODUCT_IMAGE_WIDTHS } from '@makerbazaar/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DRAWING_RASTERS_DIR,
  DRAWN_FROM_FILE,
  drawingCopies,
  drawingHash,
  PART_IMAGES_DIR,
  SHARED_DRAWINGS,
} from '../media/part-images.js';
import { SEED_PRODUCTS } from './catalogue.data.js';
import { SEED_COURSES } from './courses.data.js';
import { productPicture } from './product-pictures.js';

const AFTER_A_CHANGE = 'run scripts/draw-pictures.ts after changing a template or a picture';

const drawings = readdirSync(PART_IMAGES_DIR)
  .filter((name) => name.endsWith('.svg'))
  .map((name) => name.slice(0, -'.svg'.length));

describe('the sample products’ pictures', () => {
  it(`are each product's, as its template draws it now (${AFTER_A_CHANGE})`, () => {
    expect(drawings.sort()).toEqual(SEED_PRODUCTS.map((product) => product.slug).sort());
    for (const product of SEED_PRODUCTS) {
      const committed = readFileSync(path.join(PART_IMAGES_DIR, `${product.slug}.svg`), 'utf8');
      expect(committed === productPicture(product), product.slug).toBe(true);
    }
  });

  it('print nothing too small to read: a label too long for its place is drawn smaller, down to 3.5 units at most', () => {
    for (const product of SEED_PRODUCTS) {
      const svg = productPicture(product);
      for (const [, size] of svg.matchAll(/font-size="([\d.]+)"/g)) {
        expect(Number(size), product.slug).toBeGreaterThanOrEqual(3.5);
      }
    }
  });

  it('are what courses show too', () => {
    for (const course of SEED_COURSES) expect(drawings, course.slug).toContain(course.image);
  });
});

describe('raster copies of the sample pictures', () => {
  it(`were drawn from every picture as it is now (${AFTER_A_CHANGE})`, () => {
    const drawnFrom = JSON.parse(readFileSync(DRAWN_FROM_FILE, 'utf8')) as Record<string, string>;
    const current = Object.fromEntries(
      drawings.map((name) => [name, drawingHash(readFileSync(path.join(PART_IMAGES_DIR, `${name}.svg`)))]),
    );
    expect(drawnFrom).toEqual(current);
  });

  it('are WebP pictures at each width an upload gets', async () => {
    for (const name of drawings) {
      const copies = drawingCopies(drawingUrl(name));
      expect(
        copies.map((copy) => copy.width),
        name,
      ).toEqual([...PRODUCT_IMAGE_WIDTHS]);
      const largest = copies.at(-1)?.url ?? '';
      const metadata = await sharp(path.join(DRAWING_RASTERS_DIR, path.basename(largest))).metadata();
      expect(metadata, name).toMatchObject({ format: 'webp', width: 1200, height: 1200 });
    }
  });

  it('belong to the pictures only: a picture from anywhere else has none', () => {
    expect(drawingCopies('/media/uploads/0123456789abcdef-1a2b3c4d-640.webp')).toEqual([]);
    expect(drawingCopies('/media/parts/no-such-part.svg')).toEqual([]);
    expect(drawingCopies('https://example.com/media/parts/arduino-uno-r3.svg')).toEqual([]);
  });
});

describe('the drawings kinds of part used to share', () => {
  it('lead to the picture of the product each was drawn after, copies included', () => {
    for (const [kind, picture] of Object.entries(SHARED_DRAWINGS)) {
      expect(drawings, kind).toContain(picture);
      expect(drawingCopies(drawingUrl(kind)), kind).toEqual(drawingCopies(drawingUrl(picture)));
    }
  });
});
