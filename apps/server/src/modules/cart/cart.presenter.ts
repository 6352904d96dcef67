import { type Cart, type CartItem, nextPriceBreak, paiseToRupees } from '@makerbazaar/core';
import { toProduct } from '../catalog/catalog.presenter.js';
import type { CartContents, CartLine } from './cart.service.js';

/**
 * A cart line as the API answers it. The product carries `selling_price`/`mrp` beside the catalogue
 * names: the original API's names for the same prices, which its clients still read.
 */
export function toCartItem(line: CartLine): CartItem {
  const product = toProduct(line.product);
  const next = nextPriceBreak(line.product.priceBreaks, line.quantity);
  return {
    id: line.id,
    quantity: line.quantity,
    unit_price: paiseToRupees(line.unitPaise),
    line_total: paiseToRupees(line.linePaise),
    next_price_break: next
      ? {
          min_quantity: next.min_quantity,
          price: paiseToRupees(next.price),
          unit_saving: paiseToRupees(line.unitPaise - next.price),
        }
      : null,
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      brand: product.brand,
      category: product.category,
      price: product.price,
      original_price: product.original_price,
      selling_price: product.price,
      mrp: product.original_price,
      price_breaks: product.price_breaks,
      primary_image: product.primary_image,
      primary_image_variants: product.primary_image_variants,
      images: product.images,
      rating: product.rating,
      num_reviews: product.num_reviews,
      description: product.description,
      stock: product.stock,
    },
  };
}

export function toCart(cart: CartContents): Cart {
  const results = cart.lines.map(toCartItem);
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    total_items: cart.totalItems,
    total_amount: paiseToRupees(cart.totalPaise),
  };
}
