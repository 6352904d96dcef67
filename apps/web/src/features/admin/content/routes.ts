import { type AdminRoute, adminRoute } from '../components/admin-route';

/** The content screens of the back office. */
export const contentRoutes: AdminRoute[] = [
  adminRoute('courses', () => import('./courses-page')),
  adminRoute('courses/new', () => import('./course-editor-page')),
  adminRoute('courses/:id', () => import('./course-editor-page')),
  adminRoute('projects', () => import('./projects-page')),
  adminRoute('projects/new', () => import('./project-editor-page')),
  adminRoute('projects/:id', () => import('./project-editor-page')),
  adminRoute('faq', () => import('./faq-page')),
];
