import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The products screens of the back office. */
export const productsRoutes: AdminRoute[] = [
  adminRoute('products', () => import('./products-page')),
  adminRoute('products/import', () => import('./import-page')),
  adminRoute('products/new', () => import('./product-page')),
  adminRoute('products/:id', () => import('./product-page')),
];
