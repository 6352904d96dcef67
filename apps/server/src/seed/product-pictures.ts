import type { SeedProduct } from './catalogue.types.js';
import { drawPicture } from './drawings/index.js';

/** A sample product's own picture, the SVG `images/<slug>.svg` holds. */
export function productPicture(product: Pick<SeedProduct, 'slug' | 'name' | 'picture'>): string {
  return drawPicture(product.slug, product.name, product.picture);
}
