import { mkdir } from 'node:fs/promises';
import type { MediaBucketConfig } from '../config.js';
import { FolderMediaStore, type MediaStore } from './media-store.js';

/**
 * The bucket when one is configured, else the uploads folder (created when missing). The S3 client
 * is loaded only for a bucket: a shop on a folder never pays for it at start.
 */
export async function openMediaStore(where: MediaBucketConfig | string): Promise<MediaStore> {
  if (typeof where === 'string') {
    await mkdir(where, { recursive: true });
    return new FolderMediaStore(where);
  }
  const { openS3MediaStore } = await import('./s3-media-store.js');
  return openS3MediaStore(where);
}
