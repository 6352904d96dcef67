// The product building blocks other features show; the catalogue pages are loaded by the router.
export { categoriesQueryOptions } from './api/get-categories';
export { productQueryOptions } from './api/get-product';
export { Breadcrumb } from './breadcrumb';
export { AddToCartButton } from './components/add-to-cart-button';
export { Price } from './components/price';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { PLACEHOLDER_IMAGE, ProductImage } from './components/product-image';
export { ProductsEmptyState } from './components/products-empty-state';
export { StarRating } from './components/star-rating';
export { StockBadge } from './components/stock-badge';
export { useProductActions } from './product-actions';
