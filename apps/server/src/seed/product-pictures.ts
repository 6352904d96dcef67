import type { SeedProduct } from './catalogue.types.js';
import { type DrawnPicture, drawPicture } from './drawings/index.js';

/** A sample product's own picture, as `images/<slug>.svg` holds it. */
export function productPicture(product: Pick<SeedProduct, 'slug' | 'name' | 'picture'>): DrawnPicture {
  return drawPicture(product.slug, product.name, product.picture);
}
