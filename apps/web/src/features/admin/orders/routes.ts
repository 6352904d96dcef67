import type { AdminRoute } from '../components/admin-route';

/** The orders screens of the back office. */
export const ordersRoutes: AdminRoute[] = [];
