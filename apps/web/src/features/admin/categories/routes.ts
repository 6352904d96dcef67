import type { AdminRoute } from '../components/admin-route';

/** The categories screens of the back office. */
export const categoriesRoutes: AdminRoute[] = [];
