import type { Cart, CartItem, PriceBreak } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { withLineQuantity } from './cart-line-mutation';

function line(id: number, price: number, quantity: number, price_breaks: PriceBreak[] = []): CartItem {
  return {
    id,
    quantity,
    unit_price: price,
    line_total: price * quantity,
    next_price_break: null,
    product: {
      id,
      slug: `part-${id}`,
      name: `Part ${id}`,
      brand: 'Generic',
      category: { id: 1, name: 'Sensors', slug: 'sensors' },
      price,
      original_price: null,
      price_breaks,
      selling_price: price,
      mrp: null,
      primary_image: '',
      primary_image_variants: [],
      images: [],
      rating: 0,
      num_reviews: 0,
      description: '',
      stock: 50,
    },
  };
}

const cart = (results: CartItem[], total_amount: number): Cart => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  total_items: results.reduce((n, l) => n + l.quantity, 0),
  total_amount,
});

describe('withLineQuantity', () => {
  it('sets one line and works the totals out in paise, without floating-point dust', () => {
    const next = withLineQuantity(cart([line(1, 0.1, 1), line(2, 0.2, 1)], 0.3), 1, 3);
    expect(next.results.map((l) => [l.id, l.quantity, l.line_total])).toEqual([
      [1, 3, 0.3],
      [2, 1, 0.2],
    ]);
    expect(next.total_items).toBe(4);
    expect(next.total_amount).toBe(0.5);
    expect(withLineQuantity(cart([line(1, 0.1, 1), line(2, 0.2, 2)], 0.5), 2, 1).total_amount).toBe(0.3);
  });

  it('prices a typed quantity at the break it reaches, and names the next one', () => {
    const breaks = [
      { min_quantity: 10, price: 90 },
      { min_quantity: 50, price: 80 },
    ];
    const typed = withLineQuantity(cart([line(1, 99, 1, breaks)], 99), 1, 25).results[0];
    expect(typed).toMatchObject({
      quantity: 25,
      unit_price: 90,
      line_total: 2250,
      next_price_break: { min_quantity: 50, price: 80, unit_saving: 10 },
    });
    const top = withLineQuantity(cart([line(1, 99, 1, breaks)], 99), 1, 60).results[0];
    expect(top).toMatchObject({ unit_price: 80, line_total: 4800, next_price_break: null });
  });

  it('drops a line set to 0', () => {
    const next = withLineQuantity(cart([line(1, 499.5, 2), line(2, 120, 1)], 1119), 1, 0);
    expect(next).toMatchObject({ count: 1, total_items: 1, total_amount: 120 });
    expect(next.results.map((l) => l.id)).toEqual([2]);
  });
});
