import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The content screens of the back office. */
export const contentRoutes: AdminRoute[] = [
  adminRoute('courses', 'catalogue', () => import('./courses-page')),
  adminRoute('courses/new', 'catalogue', () => import('./course-editor-page')),
  adminRoute('courses/:id', 'catalogue', () => import('./course-editor-page')),
  adminRoute('projects', 'catalogue', () => import('./projects-page')),
  adminRoute('projects/new', 'catalogue', () => import('./project-editor-page')),
  adminRoute('projects/:id', 'catalogue', () => import('./project-editor-page')),
  adminRoute('faq', 'catalogue', () => import('./faq-page')),
];
