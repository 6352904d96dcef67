import { type BackInStockAlert, paiseToRupees } from '@makerbazaar/core';
import { primaryImage } from '../catalog/catalog.service.js';
import type { AlertRecord } from './back-in-stock.service.js';

export function toAlert({ id, product, createdAt }: AlertRecord): BackInStockAlert {
  return {
    id,
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      primary_image: primaryImage(product),
      price: paiseToRupees(product.pricePaise),
      stock: product.stock,
    },
    created_at: createdAt.toISOString(),
  };
}
