import type { AdminRoute } from '../components/admin-route';

/** The inbox screens of the back office. */
export const inboxRoutes: AdminRoute[] = [];
