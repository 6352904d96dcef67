import type { Category } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { guessCategoryIcon } from './category-icon';
import { mergeMenuCategories } from './category-menu';
import { mergeCategoryTiles } from './home/category-tiles';

const productCount = (count: number) => `${count} products`;

const category = (slug: string, name: string, sort_order: number, products_count = 3): Category => ({
  id: sort_order,
  slug,
  name,
  sort_order,
  products_count,
  description: '',
  icon: null,
  is_active: true,
});

describe('guessCategoryIcon', () => {
  it.each([
    ['Servo Motors', 'motor'],
    ['OLED Displays', 'display'],
    ['Power Supplies', 'power'],
    ['Cables & Wires', 'cable'],
    ['Jumper wire packs', 'cable'],
    ['Breakout Boards', 'board'],
    ['Starter Kits', 'kit'],
    ['Hand Tools', 'tool'],
    ['LED Strips', 'led'],
    ['Miscellaneous', 'box'],
  ])('%s gets the %s icon', (name, key) => {
    expect(guessCategoryIcon(name)).toBe(key);
  });
});

describe('mergeMenuCategories', () => {
  it('adds the fallback categories the server lacks and sorts by sort_order then name', () => {
    const merged = mergeMenuCategories([
      category('sensors', 'Sensors', 4),
      category('arduino', 'Arduino (server)', 1),
      category('zz', 'Alpha', 4),
    ]);
    expect(merged.map((c) => c.slug)).toEqual(['arduino', 'raspberry-pi', 'zz', 'sensors', 'semiconductor-boards']);
    expect(merged[0]?.name).toBe('Arduino (server)');
  });
  it('offers the fallbacks alone when the server list is missing', () => {
    expect(mergeMenuCategories(undefined).map((c) => c.slug)).toEqual([
      'arduino',
      'raspberry-pi',
      'semiconductor-boards',
    ]);
  });
});

describe('mergeCategoryTiles', () => {
  it('keeps the six fixed tiles and adds server categories with new names only', () => {
    const tiles = mergeCategoryTiles(
      [category('sensors', 'Sensors', 4), category('power', 'Power & Batteries', 11, 9)],
      productCount,
    );
    expect(tiles).toHaveLength(7);
    expect(tiles.slice(0, 6).map((t) => t.slug)).toEqual([
      'arduino',
      'raspberry-pi',
      'iot',
      'robotics',
      'sensors',
      'dev-kits',
    ]);
    expect(tiles[6]).toMatchObject({ slug: 'power', description: '9 products' });
  });
  it('shows only the fixed tiles without a server list', () => {
    expect(mergeCategoryTiles(undefined, productCount)).toHaveLength(6);
  });
});
