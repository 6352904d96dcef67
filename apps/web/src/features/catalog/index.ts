// The product building blocks other features show; the catalogue pages are loaded by the router.
export { categoriesQueryOptions } from './api/get-categories';
export { useListingPages } from './api/get-listing';
export { productQueryOptions } from './api/get-product';
export { ActiveFilterChips } from './components/active-filter-chips';
export { AddToCartButton } from './components/add-to-cart-button';
export { FiltersAside } from './components/filters-aside';
export { LazyFacetPanel } from './components/lazy-filter-panel';
export { Price } from './components/price';
export { NextBreakHint } from './components/price-breaks-table';
export {
  BESIDE_FILTERS_GRID_IMAGE_SIZES,
  FULL_WIDTH_GRID_IMAGE_SIZES,
  GRID_FIRST_ROW,
  ProductGrid,
  ProductGridSkeleton,
} from './components/product-grid';
export { ProductsEmptyState } from './components/products-empty-state';
export { type QuantityChange, QuantityInput } from './components/quantity-input';
export { SortSelect } from './components/sort-select';
export { StarRating } from './components/star-rating';
export { StockBadge } from './components/stock-badge';
export { WishlistToggle } from './components/wishlist-toggle';
export {
  clearFilters,
  DEFAULT_LISTING,
  filterChips,
  hasFilters,
  type ListingState,
  type ListingView,
  listingApiParams,
  useListingState,
  withFilters,
  writeListingState,
} from './listing-filters';
export { useProductActions } from './product-actions';
