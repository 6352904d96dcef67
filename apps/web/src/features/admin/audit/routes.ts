import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The audit screens of the back office. */
export const auditRoutes: AdminRoute[] = [adminRoute('audit', 'audit', () => import('./audit-page'))];
