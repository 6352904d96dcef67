import { createReadStream } from 'node:fs';
import { readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file as it is sent to a browser. */
export interface MediaObject {
  body: Readable;
  contentType: string;
  size: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where uploaded product images are kept, by file name (never a path): a local folder or an
 * S3-compatible bucket. Every server process on the same store sees the same files.
 */
export interface MediaStore {
  /** The folder or `s3://bucket/prefix`, for messages. */
  readonly location: string;
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none by that name. */
  get(name: string): Promise<MediaObject | undefined>;
  /** Removes the files; a name with no file is not an error. */
  delete(names: string[]): Promise<void>;
  /** Every file's name. */
  names(): AsyncIterable<string>;
  /** Where browsers fetch the file themselves, or undefined when the shop serves it. */
  publicUrlOf(name: string): string | undefined;
  close(): Promise<void>;
}

/** The store did not answer (or refused the shop's keys): the request is worth retrying later, not a bug. */
export class MediaStoreUnavailableError extends Error {
  constructor(location: string, cause: unknown) {
    super(`Image storage ${location} is not answering.`, { cause });
  }
}

/** What staff see when an upload cannot be stored. */
export const MEDIA_STORE_DOWN_MESSAGE = 'Image storage is not answering; try again in a minute.';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** The folder of uploaded product images inside the media directory (MEDIA_DIR). */
export function uploadsDirOf(mediaDir: string): string {
  return path.join(mediaDir, 'uploads');
}

/** A folder on this machine (MEDIA_DIR/uploads). */
export class FolderMediaStore implements MediaStore {
  constructor(readonly location: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    // Names never repeat: an existing file is never overwritten.
    await writeFile(path.join(this.location, name), data, { flag: 'wx' });
  }

  async get(name: string): Promise<MediaObject | undefined> {
    const file = path.join(this.location, name);
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return undefined;
      return {
        body: createReadStream(file),
        contentType: contentTypeOf(name),
        size: stats.size,
        etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
        lastModified: stats.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(names: string[]): Promise<void> {
    await Promise.all(
      names.map((name) =>
        unlink(path.join(this.location, name)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  }

  async *names(): AsyncIterable<string> {
    for (const entry of await readdir(this.location, { withFileTypes: true })) if (entry.isFile()) yield entry.name;
  }

  publicUrlOf(): undefined {
    return undefined;
  }

  async close(): Promise<void> {}
}

/** How many files are copied at once into another store. */
const COPIES_AT_ONCE = 8;

/**
 * Copies every file of one store that the other lacks, a few at a time. Names never repeat (each
 * holds a hash of its picture and a random part), so a file by the same name is the same file and is
 * skipped: running it again copies only what is new.
 */
export async function copyMissingFiles(from: MediaStore, to: MediaStore): Promise<{ copied: number; skipped: number }> {
  const present = new Set<string>();
  for await (const name of to.names()) present.add(name);
  const missing: string[] = [];
  let skipped = 0;
  for await (const name of from.names()) {
    if (present.has(name)) skipped += 1;
    else missing.push(name);
  }
  let copied = 0;
  const copyAll = async () => {
    for (let name = missing.pop(); name !== undefined; name = missing.pop()) {
      const object = await from.get(name);
      if (!object) continue;
      await to.put(name, Buffer.concat(await object.body.toArray()), object.contentType);
      copied += 1;
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyAll));
  return { copied, skipped };
}
