import path from 'node:path';
import { SERVER_ROOT } from '../server-root.js';

/** One SVG illustration per sample project, served from `projects/<name>.svg` under /media/projects. */
export const PROJECT_IMAGES_DIR = path.join(SERVER_ROOT, 'src/media/projects');
export const PROJECT_IMAGES_URL_PREFIX = '/media/projects/';

export function projectImageUrl(name: string): string {
  return `${PROJECT_IMAGES_URL_PREFIX}${name}.svg`;
}
