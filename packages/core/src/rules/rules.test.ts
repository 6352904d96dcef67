import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from '../api/catalog.js';
import { matchStorefrontRoute } from '../storefront-routes.js';
import { dateInIndia, formatIndianDate, parseIndianDate } from './dates.js';
import { discountPercent } from './discount.js';
import { isValidGstin } from './gstin.js';
import { formatPaise, paiseToRupees, rupeesToPaise } from './money.js';
import { formatIndianPhone } from './phone.js';
import { ratingTone } from './rating.js';
import { stockStatus } from './stock.js';

describe('stockStatus', () => {
  it.each([
    [0, 'out', 'Out of Stock'],
    [-2, 'out', 'Out of Stock'],
    [1, 'low', 'Only 1 left'],
    [10, 'low', 'Only 10 left'],
    [11, 'in', 'In Stock'],
  ])('%i in stock is %s', (stock, level, label) => {
    expect(stockStatus(stock)).toEqual({ level, label });
  });
});

describe('discountPercent', () => {
  it('rounds (original - price) / original', () => {
    expect(discountPercent(549, 999)).toBe(45);
    expect(discountPercent(35, 70)).toBe(50);
    expect(discountPercent(100, 150)).toBe(33);
  });
  it('is 0 without a higher original price', () => {
    expect(discountPercent(500, null)).toBe(0);
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(500, 400)).toBe(0);
  });
});

describe('money', () => {
  it('converts rupees to integer paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(129_950)).toBe(1299.5);
  });

  it('writes an amount in paise as rupees for a sentence', () => {
    expect([formatPaise(129_950), formatPaise(1_00_00_000), formatPaise(6_900)]).toEqual([
      '₹1,299.50',
      '₹1,00,000',
      '₹69',
    ]);
  });
});

describe('ratingTone', () => {
  it('is good from 4, fair from 3, poor below', () => {
    expect([ratingTone(4), ratingTone(3.9), ratingTone(3), ratingTone(2.9)]).toEqual(['good', 'fair', 'fair', 'poor']);
  });
});

describe('productListQuerySchema', () => {
  it('reads a repeated brand as a list and a single one as a list of one', () => {
    expect(productListQuerySchema.parse({ brand: ['A', 'B'] }).brand).toEqual(['A', 'B']);
    expect(productListQuerySchema.parse({ brand: 'A' }).brand).toEqual(['A']);
  });
  it('defaults the page and page size and refuses nonsense', () => {
    expect(productListQuerySchema.parse({})).toMatchObject({ page: 1, page_size: 20 });
    expect(productListQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ min_price: '1e3' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ min_price: '10.505' }).success).toBe(false);
    expect(productListQuerySchema.parse({ min_price: '10.50' }).min_price).toBe(10.5);
  });
});

describe('isValidGstin', () => {
  it('accepts GSTINs whose check character matches, in either case', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29aagcb7383j1z4')).toBe(true);
  });

  it('refuses a wrong check character, a wrong shape or a wrong length', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false);
    expect(isValidGstin('AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('')).toBe(false);
  });
});

describe('dateInIndia', () => {
  it('gives the calendar date in India, which runs 5½ hours ahead of UTC', () => {
    expect(dateInIndia(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(dateInIndia(new Date('2026-11-21T18:31:00Z'))).toBe('2026-11-22');
  });
});

describe('parseIndianDate', () => {
  it('reads back every month formatIndianDate prints, whether ICU writes Sep or Sept', () => {
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
      expect(parseIndianDate(formatIndianDate(new Date(`${date}T12:00:00+05:30`)))).toBe(date);
    }
    expect(parseIndianDate('5 Sep 2026')).toBe('2026-09-05');
    expect(parseIndianDate('5 Sept 2026')).toBe('2026-09-05');
  });

  it('knows no other text', () => {
    for (const text of ['Arduino Uno', '5 Foo 2026', '2026-09-05', '5 Sep 2026 and more', '']) {
      expect(parseIndianDate(text)).toBeUndefined();
    }
  });
});

describe('formatIndianPhone', () => {
  it.each([
    ['+919876543210', '+91 98765 43210'],
    ['9876543210', '+91 98765 43210'],
    ['+14155550100', '+14155550100'],
    ['', ''],
  ])('%s reads %s', (stored, shown) => {
    expect(formatIndianPhone(stored)).toBe(shown);
  });
});

describe('matchStorefrontRoute', () => {
  it('names the route and its parts, ignores a trailing slash, and knows no other path', () => {
    expect(matchStorefrontRoute('/')).toEqual({ route: '/', params: {} });
    expect(matchStorefrontRoute('/product/arduino-uno-r3/')).toEqual({
      route: '/product/:slug',
      params: { slug: 'arduino-uno-r3' },
    });
    expect(matchStorefrontRoute('/checkout/course/esp32')?.route).toBe('/checkout/course/:slug');
    expect(matchStorefrontRoute('/admin')?.route).toBe('/admin/*');
    expect(matchStorefrontRoute('/admin/orders/12')?.route).toBe('/admin/*');
    for (const unknown of ['/no-such-page', '/product', '/product/a/b', '/administrator']) {
      expect(matchStorefrontRoute(unknown), unknown).toBeNull();
    }
  });
});
