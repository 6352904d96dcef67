import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { MediaBucketConfig } from '../config.js';

/** s3rver's own keys; it checks every request's signature against them. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const OBJECT_SUFFIX = '._S3rver_object';

/** An S3-compatible server of the test's own (s3rver, in this process), with one empty bucket. */
export interface OwnS3 {
  endpoint: string;
  bucket: string;
  /** What the shop is configured with for this bucket: `MEDIA_URL=s3://<bucket>/<prefix>` and the S3_ variables. */
  mediaBucket(prefix: string, publicUrl?: string): MediaBucketConfig;
  /** The same, as environment variables for a server process. */
  env(prefix: string): Record<string, string>;
  /** Every key in the bucket, read from s3rver's folder rather than through the S3 API. */
  keys(): Promise<string[]>;
  /** Refuses connections from now on, as a store that is down. */
  stop(): Promise<void>;
  /** Answers again on the same port, with what it held. */
  start(): Promise<void>;
  /** Stops it and removes what it stored. */
  close(): Promise<void>;
}

export async function startOwnS3(bucket = 'makerbazaar-media'): Promise<OwnS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'makerbazaar-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    const started = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    port = (await started.run()).port;
    server = started;
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;

  // s3rver keeps an object as `<bucket>/<key>._S3rver_object`, beside its metadata.
  async function objectKeys(): Promise<string[]> {
    const folder = path.join(directory, bucket);
    const entries = await readdir(folder, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).slice(0, -OBJECT_SUFFIX.length))
      .sort();
  }

  return {
    endpoint,
    bucket,
    mediaBucket: (prefix, publicUrl) => ({
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      credentials: S3RVER_KEYS,
      forcePathStyle: true,
      publicUrl,
    }),
    env: (prefix) => ({
      MEDIA_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    }),
    keys: objectKeys,
    stop,
    start,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
