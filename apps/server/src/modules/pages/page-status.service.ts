import { matchStorefrontRoute, PROJECT_CATEGORIES } from '@makerbazaar/core';
import type { Queryable } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { getCategory, getProduct } from '../catalog/catalog.service.js';
import { getCourse } from '../courses/courses.service.js';
import { projectExists } from '../projects/projects.service.js';

const PROJECT_CATEGORY_IDS = new Set<string>(PROJECT_CATEGORIES.map((c) => c.id));

/** True when the lookup finds it; a 404 from the service is false, anything else is an error. */
async function found(lookup: Promise<unknown>): Promise<boolean> {
  try {
    await lookup;
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return false;
    throw error;
  }
}

/**
 * The HTTP status of a storefront page: 404 for a path the storefront does not have, and for a
 * product, category, course or project page naming one the shop does not show; 200 otherwise.
 */
export async function storefrontPageStatus(db: Queryable, pathname: string): Promise<200 | 404> {
  const match = matchStorefrontRoute(pathname);
  if (!match) return 404;
  let decoded: Record<string, string>;
  try {
    decoded = Object.fromEntries(Object.entries(match.params).map(([k, v]) => [k, decodeURIComponent(v)]));
  } catch {
    return 404;
  }
  const { categoryId = '', slug = '', projectId = '' } = decoded;
  switch (match.route) {
    case '/category/:categoryId':
      return (await found(getCategory(db, categoryId))) ? 200 : 404;
    case '/product/:slug':
      return (await found(getProduct(db, slug))) ? 200 : 404;
    case '/courses/:slug':
    case '/checkout/course/:slug':
      return (await found(getCourse(db, slug))) ? 200 : 404;
    case '/projects/:projectId':
      return PROJECT_CATEGORY_IDS.has(projectId) || (await projectExists(db, projectId)) ? 200 : 404;
    default:
      return 200;
  }
}
