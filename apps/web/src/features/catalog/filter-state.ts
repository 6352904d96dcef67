import { PRICE_FILTER, type ProductListParams, type ProductOrdering } from '@makerbazaar/core';

export interface CatalogFilters {
  priceRange: [number, number];
  brands: string[];
  categories: string[];
}

export const DEFAULT_FILTERS: CatalogFilters = {
  priceRange: [PRICE_FILTER.min, PRICE_FILTER.max],
  brands: [],
  categories: [],
};

/** The brand choices of the filter panel and the catalogue brands each stands for. */
export const FILTER_BRANDS: Record<string, string[]> = {
  Arduino: ['Arduino'],
  'Raspberry Pi': ['Raspberry Pi'],
  ESP32: ['Espressif', 'Ai-Thinker'],
  STM32: ['STMicroelectronics'],
  Microchip: ['Microchip'],
  'Texas Instruments': ['Texas Instruments'],
};

/** The category choices of the filter panel and the category slugs each stands for. */
export const FILTER_CATEGORIES: Record<string, string[]> = {
  Microcontrollers: ['arduino', 'esp32', 'semiconductor-boards'],
  Sensors: ['sensors'],
  Motors: ['motors'],
  Displays: ['displays'],
  IoT: ['iot'],
  Robotics: ['robotics'],
};

/** Shortcut sorts used in links (`/?sort=deals`), mapped to the API's ordering. */
export const SORTS: Record<string, { label: string; ordering?: ProductOrdering }> = {
  featured: { label: 'Featured' },
  newest: { label: 'Newest first', ordering: '-created_at' },
  deals: { label: 'Biggest discount', ordering: '-discount' },
  'top-rated': { label: 'Top rated', ordering: '-rating' },
  'price-asc': { label: 'Price: low to high', ordering: 'price' },
  'price-desc': { label: 'Price: high to low', ordering: '-price' },
};

export function isDefaultFilters(filters: CatalogFilters): boolean {
  return filterChips(filters).length === 0;
}

/** The filters as products-API parameters; a bound at the slider's end is no bound at all. */
export function filtersToParams(filters: CatalogFilters): ProductListParams {
  const [min, max] = filters.priceRange;
  return {
    min_price: min > PRICE_FILTER.min ? String(min) : undefined,
    max_price: max < PRICE_FILTER.max ? String(max) : undefined,
    brand: filters.brands.length ? filters.brands.flatMap((b) => FILTER_BRANDS[b] ?? [b]) : undefined,
    category: filters.categories.length ? filters.categories.flatMap((c) => FILTER_CATEGORIES[c] ?? [c]) : undefined,
  };
}

export interface FilterChip {
  key: string;
  label: string;
  remove(filters: CatalogFilters): CatalogFilters;
}

export function filterChips(filters: CatalogFilters, formatPrice: (n: number) => string = String): FilterChip[] {
  const chips: FilterChip[] = [];
  const [min, max] = filters.priceRange;
  if (min > PRICE_FILTER.min || max < PRICE_FILTER.max) {
    chips.push({
      key: 'price',
      label: `${formatPrice(min)} – ${formatPrice(max)}${max === PRICE_FILTER.max ? '+' : ''}`,
      remove: (f) => ({ ...f, priceRange: [PRICE_FILTER.min, PRICE_FILTER.max] }),
    });
  }
  for (const brand of filters.brands) {
    chips.push({
      key: `brand:${brand}`,
      label: brand,
      remove: (f) => ({ ...f, brands: f.brands.filter((b) => b !== brand) }),
    });
  }
  for (const category of filters.categories) {
    chips.push({
      key: `category:${category}`,
      label: category,
      remove: (f) => ({ ...f, categories: f.categories.filter((c) => c !== category) }),
    });
  }
  return chips;
}

export function toggleIn(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
