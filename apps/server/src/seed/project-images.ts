import path from 'node:path';
import { SERVER_ROOT } from '../server-root.js';

/** One SVG illustration per project, stored as `images/projects/<name>.svg`. */
export const PROJECT_IMAGES_DIR = path.join(SERVER_ROOT, 'src/seed/images/projects');
export const PROJECT_IMAGES_URL_PREFIX = '/media/projects/';

export function projectImageUrl(name: string): string {
  return `${PROJECT_IMAGES_URL_PREFIX}${name}.svg`;
}
