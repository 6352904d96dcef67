import {
  badRequestSchema,
  byCategoryQuerySchema,
  categoryListSchema,
  categorySchema,
  detailSchema,
  idOrSlugParamsSchema,
  type ProductListing,
  productDetailSchema,
  productListingSchema,
  productListQuerySchema,
  similarProductsSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { MediaStore } from '../../media/media-store.js';
import type { StockListener } from '../stock/stock.service.js';
import type { CatalogCache } from './catalog.cache.js';
import { toProduct, toProductDetail, toProductList } from './catalog.presenter.js';
import {
  getCategory,
  getProduct,
  listCategories,
  listProducts,
  listProductsByCategory,
  type ProductListingPage,
  similarProducts,
} from './catalog.service.js';
import { categoryAdminRoutes } from './category-admin.routes.js';
import { productAdminRoutes } from './product-admin.routes.js';
import { productImageRoutes } from './product-images.routes.js';

export interface CatalogRoutesOptions {
  db: Database;
  cache: CatalogCache;
  /** Told of stock an import moved, once committed (the catalogue cache, and back-in-stock notices). */
  stock: StockListener;
  /** Where uploaded product images are written (MEDIA_DIR or MEDIA_URL). */
  mediaStore: MediaStore;
  /** The shop's public address, for links in the e-mails a catalogue change sends (a price drop). */
  shopUrl: string;
}

const errors = { 400: badRequestSchema, 404: detailSchema };

/** A listing page in the API's shape; `facets` only when they were asked for. */
function toProductListing(page: ProductListingPage): ProductListing {
  const listing: ProductListing = toProductList(page);
  if (page.facets) listing.facets = page.facets;
  return listing;
}

/** Catalogue reads, answered from the cache with an ETag so a revalidating client gets a 304. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { db, cache, stock, mediaStore, shopUrl },
) => {
  const sendCached = cache.send.bind(cache);
  await app.register(productAdminRoutes, { db, cache, stock, shopUrl });
  await app.register(productImageRoutes, { db, cache, mediaStore });
  await app.register(categoryAdminRoutes, { db, cache });

  app.get(
    '/categories/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active categories by sort order, with product counts',
        response: { 200: categoryListSchema },
      },
    },
    (request, reply) =>
      sendCached(request, reply, categoryListSchema, async () => {
        const results = await listCategories(db);
        return { count: results.length, next: null, previous: null, results };
      }),
  );

  app.get(
    '/categories/:id/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category by id or slug',
        params: idOrSlugParamsSchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    (request, reply) => sendCached(request, reply, categorySchema, () => getCategory(db, request.params.id)),
  );

  app.get(
    '/products/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products, filtered, ordered and paginated; with facet counts when `facets=true`',
        querystring: productListQuerySchema,
        response: { 200: productListingSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCached(request, reply, productListingSchema, async () =>
        toProductListing(await listProducts(db, await cache.productIndex(), request.query, request.url)),
      ),
  );

  app.get(
    '/products/by_category/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products of one category by slug, with the same filters, orderings and facets as the product list',
        querystring: byCategoryQuerySchema,
        response: { 200: productListingSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCached(request, reply, productListingSchema, async () =>
        toProductListing(await listProductsByCategory(db, await cache.productIndex(), request.query, request.url)),
      ),
  );

  app.get(
    '/products/:id/similar/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Similar parts: same category, closest specifications and price',
        params: idOrSlugParamsSchema,
        response: { 200: similarProductsSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCached(request, reply, similarProductsSchema, async () => ({
        results: (await similarProducts(db, request.params.id)).map(toProduct),
      })),
  );

  app.get(
    '/products/:id/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product by id or slug, with specifications',
        params: idOrSlugParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCached(request, reply, productDetailSchema, async () =>
        toProductDetail(await getProduct(db, request.params.id)),
      ),
  );
};
