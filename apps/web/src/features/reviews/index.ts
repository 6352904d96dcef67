import { lazy } from 'react';

// What other features use of reviews: the product page's section, loaded after the product itself.
export const ProductReviews = lazy(() => import('./product-reviews'));
