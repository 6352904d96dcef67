import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The categories screens of the back office. */
export const categoriesRoutes: AdminRoute[] = [
  adminRoute('categories', 'catalogue', () => import('./categories-page')),
];
