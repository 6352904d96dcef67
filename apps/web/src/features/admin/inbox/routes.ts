import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The inbox screens of the back office. */
export const inboxRoutes: AdminRoute[] = [
  adminRoute('inbox', 'support', () => import('./inbox-page')),
  adminRoute('inbox/:kind/:id', 'support', () => import('./thread-page')),
];
