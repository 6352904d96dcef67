import type { AdminRoute } from '../components/admin-route';

/** The products screens of the back office. */
export const productsRoutes: AdminRoute[] = [];
