import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The coupons screen of the back office. */
export const couponsRoutes: AdminRoute[] = [adminRoute('coupons', 'catalogue', () => import('./coupons-page'))];
