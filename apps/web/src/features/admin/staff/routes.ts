import type { AdminRoute } from '../components/admin-route';

/** The staff screens of the back office. */
export const staffRoutes: AdminRoute[] = [];
