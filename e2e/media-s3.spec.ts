// An admin image upload on S3-compatible storage, served by a second server process.
//
// The journey starts its own S3 server (s3rver, in this process) and two shop processes on it
// (MEDIA_URL=s3://…): the first, with the sample catalogue and an owner, is where the owner uploads a
// picture in the back office; the second serves that picture back to the browser. Each process has
// its own embedded database (two processes cannot share one data directory, and a journey that
// skipped without PostgreSQL would prove nothing on most machines), so the second knows nothing of
// the product: what it serves can only have come from the bucket. The first process's media folder
// stays empty, and the bucket holds the copies. Many processes on one PostgreSQL, browsing the
// product, are the cluster test's part.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AdminProductImages, Paginated, Product } from '@makerbazaar/core';
import sharp from 'sharp';
import { type OwnS3, startOwnS3 } from '../apps/server/src/testing/own-s3';
import { expect, test as journey } from './support/app-test';
import { type ShopProcess, startShopProcess } from './support/shop-process';
import { E2E_OWNER, signInAsOwner } from './support/staff';

const PREFIX = 'e2e';

interface MediaShops {
  s3: OwnS3;
  uploading: ShopProcess;
  serving: ShopProcess;
}

const test = journey.extend<object, { shops: MediaShops }>({
  shops: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const s3 = await startOwnS3();
      const [uploading, serving] = await Promise.all([
        startShopProcess(s3.env(PREFIX), E2E_OWNER),
        startShopProcess({ ...s3.env(PREFIX), SEED: 'never' }),
      ]);
      await use({ s3, uploading, serving });
      await Promise.all([uploading.stop(), serving.stop()]);
      await s3.close();
    },
    { scope: 'worker', timeout: 400_000 },
  ],
  // The journey's pages are the uploading shop's.
  baseURL: async ({ shops }, use) => use(shops.uploading.url),
});

test('an owner uploads a picture on S3 storage, and a second server process serves it from the bucket', async ({
  page,
  shops,
}) => {
  test.slow();
  const found = await page.request.get('/api/products/?search=Arduino%20Uno%20R3');
  const product = ((await found.json()) as Paginated<Product>).results[0];
  if (!product) throw new Error('the sample catalogue has the Arduino Uno R3');

  await signInAsOwner(page, `/admin/products/${product.id}`);
  const picture = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 90, b: 20 } },
  })
    .png()
    .toBuffer();
  const uploaded = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/products/${product.id}/images/`) && response.request().method() === 'POST',
  );
  await page.getByLabel('Upload images').setInputFiles({ name: 'uno-top.png', mimeType: 'image/png', buffer: picture });
  expect((await uploaded).status()).toBe(201);
  const added = ((await (await uploaded).json()) as AdminProductImages).results.at(-1);
  if (!added) throw new Error('the upload answers the pictures it added');

  // The back office shows it, fetched from the bucket through the first process.
  const shown = page.locator(`img[src="${added.variants[0]?.url}"]`);
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
  expect(existsSync(path.join(shops.uploading.dataDir, 'media', 'uploads'))).toBe(false);
  expect(await shops.s3.keys()).toEqual(
    expect.arrayContaining(added.variants.map((variant) => `${PREFIX}/uploads/${path.basename(variant.url)}`)),
  );

  // The second process, which has never heard of the product, serves every copy from the bucket.
  for (const variant of added.variants) {
    const response = await page.goto(`${shops.serving.url}${variant.url}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('image/webp');
    expect(response?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect
      .poll(() => page.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(variant.width);
  }
});
