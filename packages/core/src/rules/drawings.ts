/**
 * The sample catalogue's part drawings are SVG files; the shop shows them from WebP copies, which a
 * browser decodes beside the page instead of laying out and painting each drawing on its main thread.
 */
import { PRODUCT_IMAGE_WIDTHS } from './image-widths.js';

export const DRAWINGS_URL_PREFIX = '/media/parts/';

/** What a product with no picture of its own is shown with (a file of the web app's). */
export const PLACEHOLDER_PICTURE_URL = '/placeholder-part.svg';

export function drawingUrl(kind: string): string {
  return `${DRAWINGS_URL_PREFIX}${kind}.svg`;
}

export function drawingCopyUrl(kind: string, width: number): string {
  return `${DRAWINGS_URL_PREFIX}rasters/${kind}-${width}.webp`;
}

/** A `srcset` of a drawing's copies, for a picture the page draws itself rather than a product's. */
export function drawingSrcSet(kind: string): string {
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${drawingCopyUrl(kind, width)} ${width}w`).join(', ');
}
