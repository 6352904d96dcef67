import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  DEFAULT_SEARCH,
  filterChips,
  hasFilters,
  MAX_PAGES,
  readSearchState,
  type SearchState,
  searchApiParams,
  toggleSpec,
  writeSearchState,
} from './search-params';

const FULL: SearchState = {
  q: 'esp32 cam',
  categories: ['esp32', 'iot'],
  brands: ['Espressif', 'Ai-Thinker'],
  price: '500-1000',
  minRating: 4,
  inStock: true,
  specs: { 'Operating Voltage': ['3.3V', '5V'], Interface: ['I2C'] },
  ordering: '-price',
  view: 'list',
  page: 3,
};

describe('search state in the URL', () => {
  it('reads back every part of a search it wrote', () => {
    expect(readSearchState(writeSearchState(FULL))).toEqual(FULL);
    expect(readSearchState(writeSearchState(DEFAULT_SEARCH))).toEqual(DEFAULT_SEARCH);
  });

  it('writes a canonical URL that survives a round trip through a string', () => {
    const url = writeSearchState(FULL).toString();
    expect(url).toBe(
      'q=esp32+cam&category=esp32&category=iot&brand=Espressif&brand=Ai-Thinker&price=500-1000&min_rating=4' +
        '&in_stock=true&spec.Operating+Voltage=3.3V&spec.Operating+Voltage=5V&spec.Interface=I2C' +
        '&ordering=-price&view=list&page=3',
    );
    expect(writeSearchState(readSearchState(new URLSearchParams(url))).toString()).toBe(url);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeSearchState(DEFAULT_SEARCH).toString()).toBe('');
    expect(writeSearchState({ ...DEFAULT_SEARCH, q: 'servo' }).toString()).toBe('q=servo');
  });

  it('drops what it does not understand instead of sending it', () => {
    const state = readSearchState(
      new URLSearchParams(
        'q=%20%20relay%20&price=cheap&min_rating=9&in_stock=yes&ordering=random&view=table&page=-2' +
          `&brand=&brand=Arduino&brand=Arduino&brand=${'x'.repeat(101)}&spec.=5V&spec.Voltage=`,
      ),
    );
    expect(state).toEqual({ ...DEFAULT_SEARCH, q: 'relay', brands: ['Arduino'] });
  });

  it('keeps a query to 200 characters and a page count to the maximum', () => {
    const state = readSearchState(new URLSearchParams({ q: 'a'.repeat(250), page: '5000' }));
    expect(state.q).toHaveLength(200);
    expect(state.page).toBe(MAX_PAGES);
  });
});

describe('search API parameters', () => {
  it('sends every filter under the names of the contract', () => {
    expect(searchApiParams(FULL)).toEqual({
      q: 'esp32 cam',
      category: ['esp32', 'iot'],
      brand: ['Espressif', 'Ai-Thinker'],
      min_price: '500',
      max_price: '999.99',
      in_stock: 'true',
      min_rating: '4',
      ordering: '-price',
      'spec.Operating Voltage': ['3.3V', '5V'],
      'spec.Interface': ['I2C'],
    });
  });

  it('sends only the bound a price bucket has', () => {
    expect(searchApiParams({ ...DEFAULT_SEARCH, price: '0-500' })).toMatchObject({
      min_price: undefined,
      max_price: '499.99',
    });
    expect(searchApiParams({ ...DEFAULT_SEARCH, price: '5000+' })).toMatchObject({
      min_price: '5000',
      max_price: undefined,
    });
  });

  it('lists the whole catalogue for a blank search by relevance', () => {
    expect(searchApiParams(DEFAULT_SEARCH)).toEqual({
      q: undefined,
      category: [],
      brand: [],
      min_price: undefined,
      max_price: undefined,
      in_stock: undefined,
      min_rating: undefined,
      ordering: undefined,
    });
  });
});

describe('filters', () => {
  it('clears the filters but keeps the words, the sort and the layout', () => {
    expect(clearFilters(FULL)).toEqual({ ...DEFAULT_SEARCH, q: 'esp32 cam', ordering: '-price', view: 'list' });
    expect(hasFilters(FULL)).toBe(true);
    expect(hasFilters(clearFilters(FULL))).toBe(false);
  });

  it('toggles a specification value and forgets a key with no values left', () => {
    expect(toggleSpec({ Interface: ['I2C'] }, 'Interface', 'SPI')).toEqual({ Interface: ['I2C', 'SPI'] });
    expect(toggleSpec({ Interface: ['I2C'] }, 'Interface', 'I2C')).toEqual({});
  });

  it('gives one chip per filter, each removing only itself and going back to the first page', () => {
    const chips = filterChips(FULL, (slug) => (slug === 'esp32' ? 'ESP32 & ESP8266' : slug));
    expect(chips.map((c) => c.label)).toEqual([
      'ESP32 & ESP8266',
      'iot',
      'Espressif',
      'Ai-Thinker',
      '₹500 – ₹1,000',
      '4★ & up',
      'In stock',
      'Operating Voltage: 3.3V',
      'Operating Voltage: 5V',
      'Interface: I2C',
    ]);
    const withoutI2c = chips.at(-1)!.remove(FULL);
    expect(withoutI2c).toEqual({ ...FULL, specs: { 'Operating Voltage': ['3.3V', '5V'] }, page: 1 });
    expect(chips[2]!.remove(FULL).brands).toEqual(['Ai-Thinker']);
  });
});
