import { paiseToRupees, type SearchResult, type Suggestions } from '@makerbazaar/core';
import { toProduct } from '../catalog/catalog.presenter.js';
import { primaryImage, primaryImageVariants } from '../catalog/catalog.service.js';
import type { SearchPage, SuggestionRecords } from './search.service.js';

/** A page of search results with each product as the catalogue's card. */
export function toSearchResult(page: SearchPage): SearchResult {
  return { ...page, results: page.results.map(toProduct) };
}

/** The header's suggestions: a product is named with its price and picture, lighter than a card. */
export function toSuggestions({ products, categories }: SuggestionRecords): Suggestions {
  return {
    products: products.map((product) => ({
      id: product.id,
      slug: product.slug,
      name: product.name,
      brand: product.brand,
      price: paiseToRupees(product.pricePaise),
      primary_image: primaryImage(product),
      primary_image_variants: primaryImageVariants(product),
    })),
    categories,
  };
}
