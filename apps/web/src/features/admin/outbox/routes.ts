import type { AdminRoute } from '../components/admin-route';

/** The outbox screens of the back office. */
export const outboxRoutes: AdminRoute[] = [];
