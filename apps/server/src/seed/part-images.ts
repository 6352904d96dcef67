import path from 'node:path';
import { SERVER_ROOT } from '../server-root.js';
import type { PartImageKind } from './catalogue.types.js';

export const PART_IMAGES_DIR = path.join(SERVER_ROOT, 'src/seed/images');
export const PART_IMAGES_URL_PREFIX = '/media/parts/';

export function partImageUrl(kind: PartImageKind): string {
  return `${PART_IMAGES_URL_PREFIX}${kind}.svg`;
}
