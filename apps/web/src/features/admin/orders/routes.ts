import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The orders screens of the back office. */
export const ordersRoutes: AdminRoute[] = [
  adminRoute('orders', () => import('./orders-page')),
  adminRoute('orders/:id', () => import('./order-page')),
  adminRoute('orders/:id/packing-slip', () => import('./packing-slip-page'), true),
];
