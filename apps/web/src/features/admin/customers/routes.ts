import type { AdminRoute } from '../components/admin-route';

/** The customers screens of the back office. */
export const customersRoutes: AdminRoute[] = [];
