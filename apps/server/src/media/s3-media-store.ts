import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaBucketConfig } from '../config.js';
import { type MediaObject, type MediaStore, MediaStoreUnavailableError } from './media-store.js';

/**
 * A store that does not answer must not hold a request for long: a refused connection fails at
 * once, a silent one after these, and one retry covers a dropped connection.
 */
const CONNECT_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 5_000;
const ATTEMPTS = 2;

/** Uploads in `prefix/uploads/` of a bucket: the same layout as MEDIA_DIR, so a folder copies across as it is. */
class S3MediaStore implements MediaStore {
  readonly location: string;
  private readonly keyPrefix: string;

  constructor(
    private readonly client: S3Client,
    private readonly config: MediaBucketConfig,
  ) {
    const root = config.prefix ? `${config.prefix}/` : '';
    this.location = `s3://${config.bucket}/${root}uploads`;
    this.keyPrefix = `${root}uploads/`;
  }

  private async answering<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new MediaStoreUnavailableError(this.location, error);
    }
  }

  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    await this.answering(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.keyPrefix + name,
          Body: data,
          ContentType: contentType,
          // For a public bucket or CDN serving the objects themselves (MEDIA_PUBLIC_URL): names never repeat.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    );
  }

  async get(name: string): Promise<MediaObject | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyPrefix + name }),
      );
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return undefined;
      throw new MediaStoreUnavailableError(this.location, error);
    }
  }

  async delete(names: string[]): Promise<void> {
    // One request a name: DeleteObjects needs a checksum header that not every S3-compatible store takes.
    await this.answering(() =>
      Promise.all(
        names.map((name) =>
          this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyPrefix + name })),
        ),
      ),
    );
  }

  async *names(): AsyncIterable<string> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.config.bucket, Prefix: this.keyPrefix },
    );
    const iterator = pages[Symbol.asyncIterator]();
    while (true) {
      const page = await this.answering(() => iterator.next());
      if (page.done) return;
      for (const object of page.value.Contents ?? []) {
        const name = object.Key?.slice(this.keyPrefix.length);
        if (name && !name.includes('/')) yield name;
      }
    }
  }

  publicUrlOf(name: string): string | undefined {
    return this.config.publicUrl && `${this.config.publicUrl}/uploads/${name}`;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

export function openS3MediaStore(config: MediaBucketConfig): MediaStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    maxAttempts: ATTEMPTS,
    // Without throwOnRequestTimeout the SDK only logs a request that outlasts its timeout, and waits on.
    // That timeout ends with the answer's headers; an image whose body stalls is cut by the socket's.
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      socketTimeout: REQUEST_TIMEOUT_MS,
    },
    // Checksums only where the S3 API demands them: several S3-compatible stores refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return new S3MediaStore(client, config);
}
