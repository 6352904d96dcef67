import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The outbox screens of the back office. */
export const outboxRoutes: AdminRoute[] = [adminRoute('outbox', 'outbox', () => import('./outbox-page'))];
