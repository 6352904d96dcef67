// Product pictures in the back office: uploads resized to WebP copies on disk and served, bad files
// refused with nothing stored, order and alt text, deletion removing the files, and the storefront
// showing an upload at once.
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AdminProductImage,
  type AdminProductImages,
  type AuditEntry,
  MAX_IMAGES_PER_UPLOAD,
  MAX_PRODUCT_IMAGE_BYTES,
  type Paginated,
  type Product,
  type ProductDetail,
  type ReviewEligibility,
  type Suggestions,
} from '@makerbazaar/core';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { staffTestApp } from '../../testing/app-hooks.js';
import { productBySlug } from '../../testing/customers.js';
import { newShopper } from '../../testing/shopping.js';
import { type FilePart, picture, uploadPictures } from '../../testing/uploads.js';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'mb-images-test-'));
const {
  ctx,
  staff: { clerk, owner },
} = staffTestApp({ clerk: ['catalogue'], owner: ['owner'] }, { config: { mediaDir } });
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

const uploadedFiles = () => readdir(path.join(mediaDir, 'uploads'));

const upload = (productId: number, files: FilePart[], who = clerk) =>
  uploadPictures(ctx.app, productId, files, who.auth);

const imagesOf = async (productId: number) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/products/${productId}/images/`,
    headers: clerk.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AdminProductImages).results;
};

const call = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: clerk.auth, ...(payload ? { payload } : {}) });

describe('/api/admin/products/{id}/images/', () => {
  it('resizes an upload into WebP copies on disk, serves them for good, and adds it after the others', async () => {
    const uno = await productBySlug(ctx.database.db, 'arduino-uno-r3');
    const existing = await imagesOf(uno.id);
    const response = await upload(uno.id, [
      { filename: 'board.png', type: 'image/png', data: await picture(1600, 1000) },
      { filename: 'small.jpg', type: 'image/jpeg', data: await picture(500, 400, 'jpeg') },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [large, small] = (response.json() as AdminProductImages).results as [AdminProductImage, AdminProductImage];

    expect(large.variants.map((v) => v.width)).toEqual([320, 640, 1200]);
    expect(large.url).toBe(large.variants[2]?.url);
    // Never enlarged: a 500-wide picture gets a 320 copy and one at its own width.
    expect(small.variants.map((v) => v.width)).toEqual([320, 500]);
    expect(large.alt).toBe('Arduino Uno R3');
    expect([large.position, small.position]).toEqual([existing.length, existing.length + 1]);
    expect(await imagesOf(uno.id)).toEqual([...existing, large, small]);

    for (const variant of large.variants) {
      expect(variant.url).toMatch(/^\/media\/uploads\/[0-9a-f]{16}-[0-9a-f]{8}-\d+\.webp$/);
      const served = await ctx.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', variant.width]);
    }
    expect((await uploadedFiles()).length).toBe(5);
  });

  it('refuses a file that is not an image, or too large, or too many, with a 400 and nothing stored', async () => {
    const nano = await productBySlug(ctx.database.db, 'arduino-nano-every');
    const before = await imagesOf(nano.id);
    const files = await uploadedFiles();
    const good = { filename: 'ok.png', type: 'image/png', data: await picture(400, 300) };

    const text = await upload(nano.id, [
      good,
      { filename: 'notes.png', type: 'image/png', data: Buffer.from('hello') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      images: ['“notes.png” is not an image the shop can use: upload a JPEG, PNG, WebP, GIF or AVIF file.'],
    });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(nano.id, [{ filename: 'a.svg', type: 'image/svg+xml', data: svg }])).statusCode).toBe(400);

    const huge = Buffer.concat([await picture(10, 10), Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES)]);
    const tooLarge = await upload(nano.id, [{ filename: 'huge.png', type: 'image/png', data: huge }]);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ images: ['“huge.png” is larger than 10 MB: choose a smaller image.'] });

    const tooMany = await upload(nano.id, Array(MAX_IMAGES_PER_UPLOAD + 1).fill(good));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ images: ['Upload at most 10 images at a time.'] });

    const notAForm = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${nano.id}/images/`,
      headers: clerk.auth,
      payload: { images: [] },
    });
    expect(notAForm.statusCode).toBe(400);
    expect(notAForm.json()).toEqual({ images: ['Choose one or more image files to upload.'] });

    expect(await imagesOf(nano.id)).toEqual(before);
    expect(await uploadedFiles()).toEqual(files);
    expect((await upload(2_147_483_000, [good])).statusCode).toBe(404);
    expect(await uploadedFiles()).toEqual(files);
  });

  it('reorders, changes the alt text and deletes a picture with its files, each audited', async () => {
    const esp32 = await productBySlug(ctx.database.db, 'esp32-development-kit');
    const response = await upload(esp32.id, [
      { filename: 'a.png', type: 'image/png', data: await picture(700, 700) },
      { filename: 'b.png', type: 'image/png', data: await picture(300, 300) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const ids = (await imagesOf(esp32.id)).map((image) => image.id);
    const reversed = [...ids].reverse();
    const base = `/api/admin/products/${esp32.id}/images`;

    const reordered = await call('PUT', `${base}/order/`, { ids: reversed });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await imagesOf(esp32.id)).map((image) => image.id)).toEqual(reversed);
    expect((await call('PUT', `${base}/order/`, { ids: reversed.slice(1) })).statusCode).toBe(400);
    expect((await call('PUT', `${base}/order/`, { ids: [ids[0], ids[0]] })).statusCode).toBe(400);

    const [first] = (response.json() as AdminProductImages).results as [AdminProductImage];
    const renamed = await call('PATCH', `${base}/${first.id}/`, { alt: 'ESP32 from the top' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as AdminProductImage).alt).toBe('ESP32 from the top');
    expect((await call('PATCH', `${base}/${first.id}/`, { alt: 'a\u0007b' })).statusCode).toBe(400);

    const names = first.variants.map((variant) => path.basename(variant.url));
    expect(await uploadedFiles()).toEqual(expect.arrayContaining(names));
    expect((await call('DELETE', `${base}/${first.id}/`)).statusCode).toBe(204);
    expect((await imagesOf(esp32.id)).map((image) => image.id)).not.toContain(first.id);
    for (const name of names) expect(await uploadedFiles()).not.toContain(name);
    expect((await ctx.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${first.id}/`)).statusCode).toBe(404);

    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/?page_size=50', headers: owner.auth });
    const actions = (audit.json() as Paginated<AuditEntry>).results
      .filter((entry) => entry.actor_username === clerk.username)
      .map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'product_image.add',
        'product_image.reorder',
        'product_image.update',
        'product_image.delete',
      ]),
    );
  });

  it('shows an upload on the storefront at once: a card-sized copy in lists, the largest on the product page', async () => {
    const kit = await productBySlug(ctx.database.db, 'raspberry-pi-4-model-b-4gb');
    const response = await upload(kit.id, [{ filename: 'pi.png', type: 'image/png', data: await picture(1400, 900) }]);
    expect(response.statusCode, response.body).toBe(201);
    const [added] = (response.json() as AdminProductImages).results as [AdminProductImage];
    const ids = (await imagesOf(kit.id)).map((image) => image.id);
    expect(
      (
        await call('PUT', `/api/admin/products/${kit.id}/images/order/`, {
          ids: [added.id, ...ids.filter((id) => id !== added.id)],
        })
      ).statusCode,
    ).toBe(200);

    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/products/${kit.id}/` })).json() as ProductDetail;
    expect(detail.images[0]?.image).toBe(added.url);
    const card = (
      (
        await ctx.app.inject({ method: 'GET', url: `/api/products/?search=${encodeURIComponent(kit.name)}` })
      ).json() as Paginated<Product>
    ).results.find((p) => p.id === kit.id);
    expect(card?.image).toBe(added.variants.find((variant) => variant.width === 640)?.url);
  });

  it('gives every answer showing an uploaded picture its resized copies for a srcset, and a drawing none', async () => {
    const kit = await productBySlug(ctx.database.db, 'esp32-development-kit');
    const response = await upload(kit.id, [
      { filename: 'esp.jpg', type: 'image/jpeg', data: await picture(1500, 1500, 'jpeg') },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const added = (response.json() as AdminProductImages).results.at(-1) as AdminProductImage;
    expect(added.variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);
    const ids = (await imagesOf(kit.id)).map((image) => image.id);
    const reordered = await call('PUT', `/api/admin/products/${kit.id}/images/order/`, {
      ids: [added.id, ...ids.filter((id) => id !== added.id)],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);

    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/products/${kit.id}/` })).json() as ProductDetail;
    expect(detail.primary_image_variants).toEqual(added.variants);
    const gallery = await imagesOf(kit.id);
    expect(detail.images.map(({ image }) => image)).toEqual(gallery.map(({ url }) => url));
    expect(detail.images.find(({ image }) => image === added.url)?.variants).toEqual(added.variants);
    // The kit's sample drawing is shown from its WebP copies, as an upload is.
    const drawing = detail.images.find(({ image }) => image.endsWith('.svg'));
    expect(drawing?.variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);
    expect(drawing?.variants.every((variant) => variant.url.startsWith('/media/parts/rasters/'))).toBe(true);

    const listed = (
      (await ctx.app.inject({ method: 'GET', url: '/api/products/?page_size=100' })).json() as Paginated<Product>
    ).results;
    expect(listed.find((p) => p.id === kit.id)?.primary_image_variants).toEqual(added.variants);
    const drawn = listed.find((p) => p.id !== kit.id);
    expect(drawn?.primary_image_variants.map((variant) => variant.width)).toEqual([320, 640, 1200]);
    expect(drawn?.primary_image).toBe(drawn?.primary_image_variants[1]?.url);

    const shopper = await newShopper(ctx.app);
    expect((await shopper.addToCart(kit.id)).statusCode).toBe(201);
    const [line] = (await shopper.cart()).results;
    expect(line?.product.primary_image_variants).toEqual(added.variants);
    const asShopper = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: shopper.auth, ...(payload ? { payload } : {}) });
    expect((await asShopper('POST', '/api/wishlist/', { product_id: kit.id })).statusCode).toBe(201);
    const wishlist = (await asShopper('GET', '/api/wishlist/')).json() as Paginated<Product>;
    expect(wishlist.results[0]?.primary_image_variants).toEqual(added.variants);
    const eligibility = (await asShopper('GET', `/api/reviews/eligibility/${kit.id}/`)).json() as ReviewEligibility;
    expect(eligibility.product.primary_image_variants).toEqual(added.variants);

    const suggestions = (
      await ctx.app.inject({ method: 'GET', url: `/api/search/suggest/?q=${encodeURIComponent(kit.name)}` })
    ).json() as Suggestions;
    expect(suggestions.products.find((p) => p.id === kit.id)?.primary_image_variants).toEqual(added.variants);
  });
});
