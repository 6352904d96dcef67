import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The dashboard screens of the back office. */
export const dashboardRoutes: AdminRoute[] = [adminRoute('', 'any role', () => import('./dashboard-page'))];
