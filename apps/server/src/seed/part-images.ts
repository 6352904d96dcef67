import path from 'node:path';
import type { PartImageKind } from './catalogue.types.js';

export const PART_IMAGES_DIR = path.join(import.meta.dirname, 'images');
export const PART_IMAGES_URL_PREFIX = '/media/parts/';

export function partImageUrl(kind: PartImageKind): string {
  return `${PART_IMAGES_URL_PREFIX}${kind}.svg`;
}
