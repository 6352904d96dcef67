import { describe, expect, it } from 'vitest';
import { cartLineRefusal, cartLineRoom, MAX_CART_LINE_QUANTITY } from './cart.js';

describe('a cart line', () => {
  it('holds at most 99 of one product', () => {
    expect(MAX_CART_LINE_QUANTITY).toBe(99);
    expect(cartLineRefusal({ name: 'HC-SR04', quantity: 99, inCart: 0 })).toBeNull();
    expect(cartLineRefusal({ name: 'HC-SR04', quantity: 99, inCart: 98 })).toBeNull();
  });

  it('says how many more fit when a change would go over', () => {
    expect(cartLineRoom(30)).toBe(69);
    expect(cartLineRefusal({ name: 'HC-SR04', quantity: 129, inCart: 30 })).toBe(
      'A cart holds at most 99 of one product: you can add 69 more of HC-SR04.',
    );
  });

  it('says when the line is full, or over from before, and where to ask for more', () => {
    expect(cartLineRoom(99)).toBe(0);
    expect(cartLineRoom(2970)).toBe(0);
    expect(cartLineRefusal({ name: 'HC-SR04', quantity: 100, inCart: 99 })).toBe(
      'A cart holds at most 99 of one product, and yours has 99 of HC-SR04. For more, ask us for a bulk quote.',
    );
    expect(cartLineRefusal({ name: 'HC-SR04', quantity: 2970, inCart: 2970 })).toBe(
      'A cart holds at most 99 of one product, and yours has 2970 of HC-SR04. For more, ask us for a bulk quote.',
    );
  });
});
