import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The customers screens of the back office. */
export const customersRoutes: AdminRoute[] = [
  adminRoute('customers', 'customers', () => import('./customers-page')),
  adminRoute('customers/:id', 'customers', () => import('./customer-page')),
];
