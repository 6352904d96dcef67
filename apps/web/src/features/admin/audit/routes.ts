import type { AdminRoute } from '../components/admin-route';

/** The audit screens of the back office. */
export const auditRoutes: AdminRoute[] = [];
