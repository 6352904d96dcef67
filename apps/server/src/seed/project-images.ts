import path from 'node:path';

/** One SVG illustration per project, stored as `images/projects/<name>.svg`. */
export const PROJECT_IMAGES_DIR = path.join(import.meta.dirname, 'images', 'projects');
export const PROJECT_IMAGES_URL_PREFIX = '/media/projects/';

export function projectImageUrl(name: string): string {
  return `${PROJECT_IMAGES_URL_PREFIX}${name}.svg`;
}
