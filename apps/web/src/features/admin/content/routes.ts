import type { AdminRoute } from '../components/admin-route';

/** The content screens of the back office. */
export const contentRoutes: AdminRoute[] = [];
