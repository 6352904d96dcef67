import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The delivery rules screen of the back office. */
export const deliveryRoutes: AdminRoute[] = [adminRoute('delivery', 'orders', () => import('./delivery-page'))];
