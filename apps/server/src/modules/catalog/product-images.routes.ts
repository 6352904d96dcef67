import fastifyMultipart from '@fastify/multipart';
import {
  adminProductImageSchema,
  adminProductImagesSchema,
  badRequestSchema,
  detailSchema,
  idParam,
  MAX_IMAGES_PER_UPLOAD,
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGE_MB,
  productImageOrderSchema,
  productImageParamsSchema,
  productImageUpdateSchema,
} from '@makerbazaar/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { fieldErrors } from '../../lib/errors.js';
import { staffRefusals } from '../../lib/refusals.js';
import type { MediaStore } from '../../media/media-store.js';
import { currentUser } from '../../plugins/auth-guard.js';
import type { CatalogCache } from './catalog.cache.js';
import {
  addProductImages,
  deleteProductImage,
  listProductImages,
  reorderProductImages,
  type UploadedFile,
  updateProductImage,
} from './product-images.service.js';

const productParams = z.object({ id: idParam });
const NO_FILES = 'Choose one or more image files to upload.';

/**
 * The files of a multipart upload, read into memory within the limits; a file too large, too many
 * files or a body that is not a form are refused with a message on `images`.
 */
async function readUploadedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw fieldErrors({ images: [NO_FILES] });
  const { FilesLimitError, RequestFileTooLargeError, PartsLimitError } = request.server.multipartErrors;
  const files: UploadedFile[] = [];
  let current = '';
  try {
    for await (const part of request.files()) {
      current = part.filename;
      files.push({ filename: part.filename, data: await part.toBuffer() });
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) {
      throw fieldErrors({
        images: [`“${current}” is larger than ${MAX_PRODUCT_IMAGE_MB} MB: choose a smaller image.`],
      });
    }
    if (error instanceof FilesLimitError || error instanceof PartsLimitError) {
      throw fieldErrors({ images: [`Upload at most ${MAX_IMAGES_PER_UPLOAD} images at a time.`] });
    }
    throw fieldErrors({ images: ['The upload was cut short or is not a form with files: try again.'] });
  }
  if (files.length === 0) throw fieldErrors({ images: [NO_FILES] });
  return files;
}

/** The product editor's pictures: upload (resized to WebP copies), alt text, order and deletion. */
export const productImageRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: CatalogCache;
  mediaStore: MediaStore;
}> = async (app, { db, cache, mediaStore }) => {
  // Only this plugin reads multipart bodies; one request carries a bounded number of bounded files.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_PRODUCT_IMAGE_BYTES,
      files: MAX_IMAGES_PER_UPLOAD,
      parts: MAX_IMAGES_PER_UPLOAD + 10,
      fieldSize: 1024,
    },
  });
  const catalogue = [app.requireUser, app.requireAdmin('catalogue')];

  app.get(
    '/admin/products/:id/images/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'A product’s pictures in gallery order, with their resized copies',
        params: productParams,
        response: { 200: adminProductImagesSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => ({ results: await listProductImages(db, request.params.id) }),
  );

  app.post(
    '/admin/products/:id/images/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: `Upload pictures (multipart field \`images\`, up to ${MAX_IMAGES_PER_UPLOAD} files of ${MAX_PRODUCT_IMAGE_MB} MB); each is resized to WebP copies and added last`,
        consumes: ['multipart/form-data'],
        params: productParams,
        response: {
          201: adminProductImagesSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          503: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request, reply) => {
      const files = await readUploadedFiles(request);
      const added = await addProductImages(db, currentUser(request), request.params.id, files, {
        store: mediaStore,
        log: request.log,
      });
      cache.invalidate();
      return reply.code(201).send({ results: added });
    },
  );

  app.put(
    '/admin/products/:id/images/order/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Put a product’s pictures in a new order (every picture id once); the first is shown on cards',
        params: productParams,
        body: productImageOrderSchema,
        response: { 200: adminProductImagesSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const results = await reorderProductImages(db, currentUser(request), request.params.id, request.body.ids);
      cache.invalidate();
      return { results };
    },
  );

  app.patch(
    '/admin/products/:id/images/:imageId/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Change a picture’s alt text',
        params: productImageParamsSchema,
        body: productImageUpdateSchema,
        response: { 200: adminProductImageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const image = await updateProductImage(db, currentUser(request), id, imageId, request.body);
      cache.invalidate();
      return image;
    },
  );

  app.delete(
    '/admin/products/:id/images/:imageId/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Delete a picture and its files',
        params: productImageParamsSchema,
        response: { 204: z.null(), 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      await deleteProductImage(db, currentUser(request), id, imageId, { store: mediaStore, log: request.log });
      cache.invalidate();
      return reply.code(204).send(null);
    },
  );
};
