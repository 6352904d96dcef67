import type { AdminRoute } from '../components/admin-route';

/** The dashboard screens of the back office. */
export const dashboardRoutes: AdminRoute[] = [];
