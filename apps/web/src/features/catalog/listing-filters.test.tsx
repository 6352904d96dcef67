import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  clearFilters,
  DEFAULT_LISTING,
  filterChips,
  hasFilters,
  type ListingChange,
  type ListingState,
  listingApiParams,
  MAX_PAGES,
  priceBucketOf,
  readListingState,
  toggle,
  toggleSpec,
  useListingState,
  withFilters,
  withPriceBucket,
  writeListingState,
} from './listing-filters';

const FULL: ListingState = {
  q: 'esp32 cam',
  categories: ['esp32', 'iot'],
  brands: ['Espressif', 'Ai-Thinker'],
  minPrice: 500,
  maxPrice: 999.99,
  minRating: 4,
  inStock: true,
  specs: { 'Operating Voltage': ['3.3V', '5V'], Interface: ['I2C'] },
  ordering: '-price',
  view: 'list',
  page: 3,
};

const read = (query: string) => readListingState(new URLSearchParams(query));
const rupees = (n: number) => `₹${n}`;

describe('listing state in the URL', () => {
  it('reads back every part of a listing it wrote', () => {
    expect(readListingState(writeListingState(FULL))).toEqual(FULL);
    expect(readListingState(writeListingState(DEFAULT_LISTING))).toEqual(DEFAULT_LISTING);
  });

  it('writes a canonical URL that survives a round trip through a string', () => {
    const url = writeListingState(FULL).toString();
    expect(url).toBe(
      'q=esp32+cam&category=esp32&category=iot&brand=Espressif&brand=Ai-Thinker&price=500-1000' +
        '&min_rating=4&in_stock=true&spec.Operating+Voltage=3.3V&spec.Operating+Voltage=5V&spec.Interface=I2C' +
        '&ordering=-price&view=list&page=3',
    );
    expect(writeListingState(read(url)).toString()).toBe(url);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeListingState(DEFAULT_LISTING).toString()).toBe('');
    expect(writeListingState({ ...DEFAULT_LISTING, q: 'servo' }).toString()).toBe('q=servo');
  });

  it('drops what it does not understand instead of sending it', () => {
    const state = read(
      'q=%20%20relay%20&price=cheap&min_price=abc&max_price=-5&min_rating=9&in_stock=yes&ordering=random&view=table' +
        `&page=-2&brand=&brand=Arduino&brand=Arduino&brand=${'x'.repeat(101)}&spec.=5V&spec.Voltage=`,
    );
    expect(state).toEqual({ ...DEFAULT_LISTING, q: 'relay', brands: ['Arduino'] });
  });

  it('drops a price range whose minimum is above its maximum, and a minimum of nothing', () => {
    expect(read('min_price=900&max_price=100')).toMatchObject({ minPrice: null, maxPrice: null });
    expect(read('min_price=0&max_price=100')).toMatchObject({ minPrice: null, maxPrice: 100 });
  });

  it('keeps a query to 200 characters and a page count to the maximum', () => {
    const state = read(new URLSearchParams({ q: 'a'.repeat(250), page: '5000' }).toString());
    expect(state.q).toHaveLength(200);
    expect(state.page).toBe(MAX_PAGES);
  });
});

describe('old links', () => {
  it.each([
    ['sort=newest', 'newest'],
    ['sort=deals', '-discount'],
    ['sort=top-rated', '-rating'],
    ['sort=price-asc', 'price'],
    ['sort=price-desc', '-price'],
    ['sort=featured', 'relevance'],
    ['ordering=-created_at', 'newest'],
    ['ordering=deals', '-discount'],
    ['ordering=name&sort=deals', 'name'],
  ])('reads %s as the ordering %s and writes it under its own name', (query, ordering) => {
    const state = read(query);
    expect(state.ordering).toBe(ordering);
    expect(writeListingState(state).toString()).toBe(ordering === 'relevance' ? '' : `ordering=${ordering}`);
  });
});

describe('price in the URL', () => {
  it('reads a price bucket as its price range, and writes that range as the bucket', () => {
    expect(read('price=500-1000')).toMatchObject({ minPrice: 500, maxPrice: 999.99 });
    expect(writeListingState(read('min_price=500&max_price=999.99')).toString()).toBe('price=500-1000');
    expect(writeListingState(read('price=5000%2B')).toString()).toBe('price=5000%2B');
  });

  it('writes other bounds as amounts; explicit bounds win over a bucket', () => {
    expect(writeListingState(read('min_price=300&max_price=2000')).toString()).toBe('min_price=300&max_price=2000');
    expect(read('price=500-1000&max_price=800')).toMatchObject({ minPrice: 500, maxPrice: 800 });
    expect(writeListingState(read('price=500-1000&max_price=800')).toString()).toBe('min_price=500&max_price=800');
  });
});

describe('listing API parameters', () => {
  it('sends every filter under the names of the contract, without the words and the page', () => {
    expect(listingApiParams(FULL)).toEqual({
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

  it('leaves the default ordering and absent filters to the server', () => {
    expect(listingApiParams(DEFAULT_LISTING)).toEqual({
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

describe('price buckets', () => {
  it('names the bucket a price range is, and none for another range', () => {
    expect(priceBucketOf(withPriceBucket(DEFAULT_LISTING, '1000-5000'))).toBe('1000-5000');
    expect(priceBucketOf(withPriceBucket(DEFAULT_LISTING, '5000+'))).toBe('5000+');
    expect(priceBucketOf({ ...DEFAULT_LISTING, minPrice: 500, maxPrice: 2000 })).toBeNull();
    expect(priceBucketOf(DEFAULT_LISTING)).toBeNull();
  });

  it('goes back to the first page when the bucket changes', () => {
    expect(withPriceBucket({ ...FULL, page: 4 }, null)).toEqual({ ...FULL, minPrice: null, maxPrice: null, page: 1 });
  });
});

describe('filters', () => {
  it('clears the filters but keeps the words, the sort and the layout', () => {
    expect(clearFilters(FULL)).toEqual({ ...DEFAULT_LISTING, q: 'esp32 cam', ordering: '-price', view: 'list' });
    expect(hasFilters(FULL)).toBe(true);
    expect(hasFilters(clearFilters(FULL))).toBe(false);
  });

  it('toggles a specification value and forgets a key with no values left', () => {
    expect(toggleSpec({ Interface: ['I2C'] }, 'Interface', 'SPI')).toEqual({ Interface: ['I2C', 'SPI'] });
    expect(toggleSpec({ Interface: ['I2C'] }, 'Interface', 'I2C')).toEqual({});
  });

  it('gives one chip per filter, each removing only itself and going back to the first page', () => {
    const chips = filterChips(FULL, (slug) => (slug === 'esp32' ? 'ESP32 & ESP8266' : slug), rupees, i18n);
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
    expect(chips[4]!.remove(FULL)).toMatchObject({ minPrice: null, maxPrice: null });
  });

  it('names a price range that is not a bucket by its bounds', () => {
    const label = (minPrice: number | null, maxPrice: number | null) =>
      filterChips({ ...DEFAULT_LISTING, minPrice, maxPrice }, String, rupees, i18n)[0]?.label;
    expect(label(500, 2000)).toBe('₹500 – ₹2000');
    expect(label(300, null)).toBe('From ₹300');
    expect(label(null, 2500)).toBe('Up to ₹2500');
  });
});

describe('useListingState', () => {
  function renderListing(url: string) {
    const changes: { go?: (change: ListingChange, replace?: boolean) => void } = {};
    function Listing() {
      const [state, go] = useListingState();
      changes.go = go;
      return <p>{state.brands.join(',')}</p>;
    }
    const router = createMemoryRouter([{ path: '/category/:slug', element: <Listing /> }], { initialEntries: [url] });
    render(<RouterProvider router={router} />);
    const go = (change: ListingChange) => changes.go?.(change);
    return { router, go };
  }

  it('keeps both of two changes made before the page shows the first', async () => {
    const { router, go } = renderListing('/category/sensors');
    await act(async () => {
      go((s) => withFilters(s, { brands: toggle(s.brands, 'Generic') }));
      go((s) => withFilters(s, { ordering: '-price' }));
    });
    expect(router.state.location.search).toBe('?brand=Generic&ordering=-price');

    // Each change was its own history entry, and after Back a change builds on what is shown.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?brand=Generic');
    await act(async () => go((s) => withFilters(s, { inStock: true })));
    expect(router.state.location.search).toBe('?brand=Generic&in_stock=true');
  });
});
