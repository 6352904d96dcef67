import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The staff screens of the back office. */
export const staffRoutes: AdminRoute[] = [adminRoute('staff', 'staff', () => import('./staff-page'))];
