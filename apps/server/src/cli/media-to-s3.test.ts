// `npm run admin -- media-to-s3`: copies a media folder's uploads into a bucket (s3rver, started
// here), where a shop on that bucket serves them; run again, it copies only what is new.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type OwnS3, startOwnS3 } from '../testing/own-s3.js';
import { openTestDatabase, TEST_CONFIG } from '../testing/test-app.js';
import { runAdminCommand } from './admin-command.js';

const PREFIX = 'shop';
let s3: OwnS3;
let mediaDir: string;
beforeAll(async () => {
  s3 = await startOwnS3();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'mb-media-to-s3-'));
  await mkdir(path.join(mediaDir, 'uploads'));
});
afterAll(async () => {
  await s3.close();
  await rm(mediaDir, { recursive: true, force: true });
});

async function mediaToS3(env: Record<string, string>) {
  const [output, errors] = [new PassThrough(), new PassThrough()];
  const input = Object.assign(new PassThrough(), { isTTY: false }) as unknown as NodeJS.ReadStream;
  const code = await runAdminCommand(['media-to-s3'], {
    env: { DATA_DIR: mediaDir, MEDIA_DIR: mediaDir, JWT_SECRET: 'x'.repeat(32), PAYMENTS: 'off', ...env },
    input,
    output,
    errors,
  });
  output.end();
  errors.end();
  return { code, output: String(await output.toArray()), errors: String(await errors.toArray()) };
}

async function uploadedFile(name: string, width: number): Promise<Buffer> {
  const data = await sharp({ create: { width, height: width, channels: 3, background: '#1478c8' } })
    .webp()
    .toBuffer();
  await writeFile(path.join(mediaDir, 'uploads', name), data);
  return data;
}

describe('npm run admin -- media-to-s3', { timeout: 60_000 }, () => {
  it('copies the uploads into the bucket once, where a shop on the bucket serves them', async () => {
    const files = new Map<string, Buffer>();
    for (const width of [320, 640]) {
      const name = `0123456789abcdef-01234567-${width}.webp`;
      files.set(name, await uploadedFile(name, width));
    }
    const first = await mediaToS3(s3.env(PREFIX));
    expect(first.errors).toBe('');
    expect(first.code).toBe(0);
    expect(first.output).toContain(
      `Copied 2 files from ${path.join(mediaDir, 'uploads')} to s3://${s3.bucket}/shop/uploads; 0 already there.`,
    );
    expect(await s3.keys()).toEqual([...files.keys()].map((name) => `shop/uploads/${name}`).sort());

    const later = 'fedcba9876543210-76543210-320.webp';
    files.set(later, await uploadedFile(later, 300));
    const again = await mediaToS3(s3.env(PREFIX));
    expect(again.output).toContain('Copied 1 file from');
    expect(again.output).toContain('; 2 already there.');

    const { database, drop } = await openTestDatabase();
    const shop = await buildApp({ config: { ...TEST_CONFIG, mediaBucket: s3.mediaBucket(PREFIX) }, db: database.db });
    try {
      for (const [name, data] of files) {
        const served = await shop.inject({ method: 'GET', url: `/media/uploads/${name}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.rawPayload.equals(data)).toBe(true);
      }
    } finally {
      await shop.close();
      await drop();
    }
  });

  it('says what to set without MEDIA_URL, and when the folder or the bucket is not there', async () => {
    const noBucket = await mediaToS3({});
    expect(noBucket.code).toBe(1);
    expect(noBucket.errors).toContain('Set MEDIA_URL=s3://bucket/prefix');

    const noFolder = await mediaToS3({ ...s3.env(PREFIX), MEDIA_DIR: path.join(mediaDir, 'elsewhere') });
    expect(noFolder.code).toBe(1);
    expect(noFolder.errors).toContain('Nothing to copy');

    await s3.stop();
    try {
      const down = await mediaToS3(s3.env(PREFIX));
      expect(down.code).toBe(1);
      expect(down.errors).toContain(`Image storage s3://${s3.bucket}/shop/uploads is not answering.`);
    } finally {
      await s3.start();
    }
  });
});
