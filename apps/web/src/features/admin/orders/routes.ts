import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The orders screens of the back office. */
export const ordersRoutes: AdminRoute[] = [
  adminRoute('orders', 'orders', () => import('./orders-page')),
  adminRoute('orders/:id', 'orders', () => import('./order-page')),
  adminRoute('orders/:id/packing-slip', 'orders', () => import('./packing-slip-page'), true),
];
