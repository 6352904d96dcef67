import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The products screens of the back office. */
export const productsRoutes: AdminRoute[] = [
  adminRoute('products', 'catalogue', () => import('./products-page')),
  adminRoute('products/import', 'catalogue', () => import('./import-page')),
  adminRoute('products/new', 'catalogue', () => import('./product-page')),
  adminRoute('products/:id', 'catalogue', () => import('./product-page')),
];
