// Product pictures on an S3-compatible bucket (MEDIA_URL=s3://…), against a real S3 server (s3rver,
// started here): the resized copies are stored as objects, served back by another app on the same
// database and bucket, deleted with their picture; a public bucket is redirected to; and a bucket
// that does not answer (down, or silent) refuses uploads with a 503 while the shop keeps answering.
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import type { AdminProductImage, AdminProductImages, Paginated, Product } from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { MEDIA_STORE_DOWN_MESSAGE } from '../../media/media-store.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { productBySlug } from '../../testing/customers.js';
import { type OwnS3, startOwnS3 } from '../../testing/own-s3.js';
import { TEST_CONFIG, type TestAppOptions } from '../../testing/test-app.js';
import { picture, uploadPictures } from '../../testing/uploads.js';

const PREFIX = 'shop/live';
const s3 = {} as OwnS3;
const options: TestAppOptions = {};
// Before the app is built (hooks run in order): the app is configured with this bucket.
beforeAll(async () => {
  Object.assign(s3, await startOwnS3());
  options.config = { mediaBucket: s3.mediaBucket(PREFIX) };
});
afterAll(() => s3.close());
const {
  ctx,
  staff: { clerk },
} = staffTestApp({ clerk: ['catalogue'] }, options);

/** Another server process of the same shop: its own app and S3 client, on the same database and bucket. */
let second: FastifyInstance;
beforeAll(async () => {
  second = await buildApp({ config: { ...TEST_CONFIG, mediaBucket: s3.mediaBucket(PREFIX) }, db: ctx.database.db });
});
afterAll(() => second.close());

const keyOf = (url: string) => `${PREFIX}/uploads/${url.replace('/media/uploads/', '')}`;

async function uploadOne(slug: string, width: number) {
  const product = await productBySlug(ctx.database.db, slug);
  const response = await uploadPictures(
    ctx.app,
    product.id,
    [{ filename: 'board.png', type: 'image/png', data: await picture(width, Math.round(width * 0.6)) }],
    clerk.auth,
  );
  expect(response.statusCode, response.body).toBe(201);
  return { product, image: (response.json() as AdminProductImages).results.at(-1) as AdminProductImage };
}

const imageCount = async (app: FastifyInstance, productId: number) =>
  (
    (
      await app.inject({ method: 'GET', url: `/api/admin/products/${productId}/images/`, headers: clerk.auth })
    ).json() as AdminProductImages
  ).results.length;

describe('product pictures on S3-compatible storage', () => {
  it('stores the resized copies as objects under the prefix, which another app on the bucket serves', async () => {
    const { image } = await uploadOne('arduino-uno-r3', 1600);
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);
    expect(await s3.keys()).toEqual(expect.arrayContaining(image.variants.map((variant) => keyOf(variant.url))));

    for (const variant of image.variants) {
      expect(variant.url).toMatch(/^\/media\/uploads\/[0-9a-f]{16}-[0-9a-f]{8}-\d+\.webp$/);
      const served = await second.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', variant.width]);

      const again = await second.inject({
        method: 'GET',
        url: variant.url,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('deletes a picture’s objects with it, from whichever app deletes it', async () => {
    const { product, image } = await uploadOne('esp32-development-kit', 700);
    const keys = image.variants.map((variant) => keyOf(variant.url));
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));

    const deleted = await second.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/images/${image.id}/`,
      headers: clerk.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const left = await s3.keys();
    for (const key of keys) expect(left).not.toContain(key);
    expect((await ctx.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('answers 404 for a name the store does not have or no upload can have', async () => {
    for (const url of ['/media/uploads/0123456789abcdef-01234567-640.webp', '/media/uploads/..%2F..%2Fsecrets.json']) {
      expect((await second.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('redirects to the public bucket when MEDIA_PUBLIC_URL is set', async () => {
    const redirecting = await buildApp({
      config: { ...TEST_CONFIG, mediaBucket: s3.mediaBucket(PREFIX, 'https://media.makerbazaar.test/shop/live') },
      db: ctx.database.db,
    });
    try {
      const response = await redirecting.inject({
        method: 'GET',
        url: '/media/uploads/0123456789abcdef-01234567-640.webp',
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        'https://media.makerbazaar.test/shop/live/uploads/0123456789abcdef-01234567-640.webp',
      );
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      // Pages may show images from there: the browser checks where a redirect leads against the policy.
      expect(response.headers['content-security-policy']).toContain(
        "img-src 'self' data: https://media.makerbazaar.test;",
      );
    } finally {
      await redirecting.close();
    }
  });

  it('refuses uploads with a 503 while the bucket does not answer, and keeps the shop answering', async () => {
    const { product, image } = await uploadOne('raspberry-pi-4-model-b-4gb', 500);
    const held = await imageCount(ctx.app, product.id);
    await s3.stop();
    try {
      const refused = await uploadPictures(
        ctx.app,
        product.id,
        [{ filename: 'late.png', type: 'image/png', data: await picture(400, 300) }],
        clerk.auth,
      );
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail: MEDIA_STORE_DOWN_MESSAGE });
      expect(await imageCount(ctx.app, product.id)).toBe(held);

      const missing = await second.inject({ method: 'GET', url: image.url });
      expect(missing.statusCode).toBe(502);
      expect(missing.headers['cache-control']).toBe('no-store');
      const listed = await second.inject({ method: 'GET', url: '/api/products/?page_size=5' });
      expect(listed.statusCode).toBe(200);
      expect((listed.json() as Paginated<Product>).results).toHaveLength(5);
      expect((await second.inject({ method: 'GET', url: `/api/products/${product.id}/` })).statusCode).toBe(200);

      // The picture goes from the shop at once; its objects stay behind (named in the log).
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${product.id}/images/${image.id}/`,
        headers: clerk.auth,
      });
      expect(deleted.statusCode).toBe(204);
      expect(await imageCount(ctx.app, product.id)).toBe(held - 1);
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toContain(keyOf(image.url));
    await uploadOne('raspberry-pi-4-model-b-4gb', 400);
  });

  it('gives up on a bucket that takes connections and never answers, with the same 503', async () => {
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const hanging = await buildApp({
      config: { ...TEST_CONFIG, mediaBucket: { ...s3.mediaBucket(PREFIX), endpoint: `http://127.0.0.1:${port}` } },
      db: ctx.database.db,
    });
    try {
      const product = await productBySlug(ctx.database.db, 'arduino-nano-every');
      const [refused, image] = await Promise.all([
        uploadPictures(
          hanging,
          product.id,
          [{ filename: 'slow.png', type: 'image/png', data: await picture(400, 300) }],
          clerk.auth,
        ),
        hanging.inject({ method: 'GET', url: '/media/uploads/0123456789abcdef-01234567-640.webp' }),
      ]);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail: MEDIA_STORE_DOWN_MESSAGE });
      expect(image.statusCode).toBe(502);
    } finally {
      await hanging.close();
      silent.close();
    }
  });
});
