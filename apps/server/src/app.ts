import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { EVENT_SUBSCRIBERS } from './event-subscribers.js';
import { registerRateLimits } from './lib/rate-limit.js';
import { uploadsDirOf } from './media/media-store.js';
import { openMediaStore } from './media/open-media-store.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { customerAdminRoutes } from './modules/admin/customer-admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AccessTokens } from './modules/auth/tokens.js';
import { backInStockRoutes } from './modules/back-in-stock/back-in-stock.routes.js';
import { backInStockListener } from './modules/back-in-stock/back-in-stock.service.js';
import { bomRoutes } from './modules/bom/bom.routes.js';
import { bulkOrdersRoutes } from './modules/bulk-orders/bulk-orders.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { CatalogCache } from './modules/catalog/catalog.cache.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { ProductIndex } from './modules/catalog/product-index.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { newsletterFormRoutes } from './modules/content/newsletter-form.routes.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { coursesRoutes } from './modules/courses/courses.routes.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { outboxAdminRoutes } from './modules/email/outbox-admin.routes.js';
import { attachEventDelivery } from './modules/events/event-delivery.js';
import { inboxRoutes } from './modules/inbox/inbox.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { ShopMetrics } from './modules/operations/metrics.service.js';
import { registerOperations } from './modules/operations/operations.routes.js';
import { ADVISORY_CHECKS, Readiness, shopChecks } from './modules/operations/readiness.service.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { pagesRoutes } from './modules/pages/pages.routes.js';
import { loadStorefrontRenderer, storefrontHtml } from './modules/pages/storefront-render.service.js';
import { type PaymentProvider, paymentProviderFor } from './modules/payment-gateway/payment-provider.js';
import { paymentMethodsRoutes } from './modules/payment-methods/payment-methods.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { everyStockListener } from './modules/stock/stock.service.js';
import { stockAdminRoutes } from './modules/stock/stock-admin.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { registerAuthGuard } from './plugins/auth-guard.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApiSecurity, securitySchemes } from './plugins/openapi-security.js';
import { registerPermissions } from './plugins/permissions.js';
import {
  loggerOptions,
  registerRequestIdHeader,
  requestIdOf,
  requestLogController,
  trustedProxies,
} from './plugins/request-log.js';
import {
  REQUEST_TIMEOUTS,
  type RequestTimeouts,
  registerBodyTimeout,
  serverTimeouts,
} from './plugins/request-timeouts.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { readWebShell, registerWebApp, temporaryMediaDir } from './plugins/web-app.js';

export type AppConfig = Pick<
  Config,
  'logLevel' | 'webDist' | 'env' | 'jwtSecret' | 'publicUrl' | 'redisUrl' | 'trustProxy' | 'payments'
> &
  // With neither a bucket nor a folder (tests), uploaded images go to a temporary folder removed when the app closes.
  Partial<Pick<Config, 'mediaDir' | 'mediaBucket'>> &
  // Without them (tests), no /metrics and JSON logs.
  Partial<Pick<Config, 'metrics' | 'logPretty'>>;

export interface AppDeps {
  config: AppConfig;
  db: Database;
  /** The payment gateway; by default the one the configuration names (tests hand in one that fails). */
  payments?: PaymentProvider;
  /** Where log lines go; standard output when absent. */
  logStream?: { write(line: string): void };
  /** How long a client may take to send a request; the shop's own unless a test shortens them. */
  requestTimeouts?: RequestTimeouts;
  /** main.ts listens before the shop is ready: all but the probes answer 503 until `app.readiness.serving()`. */
  starting?: boolean;
}

/** The whole shop as a Fastify instance that does not listen: `main.ts` listens, tests `inject()`. */
export async function buildApp({
  config,
  db,
  payments,
  logStream,
  requestTimeouts = REQUEST_TIMEOUTS,
  starting = false,
}: AppDeps): Promise<FastifyInstance> {
  const trusted = trustedProxies(config.trustProxy);
  const app = Fastify({
    logger: await loggerOptions(config, logStream),
    logController: requestLogController(),
    genReqId: requestIdOf(trusted),
    frameworkErrors: answerFrameworkError,
    // While closing, a request on a connection already open is served, not refused with a 503:
    // the load balancer stopped sending during SHUTDOWN_DELAY_MS, and what it sent still counts.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Only named proxies may say who the client is: rate limits key on the address derived here.
    trustProxy: trusted,
    bodyLimit: 256 * 1024,
    ...serverTimeouts(requestTimeouts),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerBodyTimeout(app, requestTimeouts.bodyMs);
  registerRequestIdHeader(app);

  const webShell = readWebShell(config.webDist);
  const mediaOrigins = config.mediaBucket?.publicUrl ? [new URL(config.mediaBucket.publicUrl).origin] : [];
  registerSecurityHeaders(app, webShell?.inlineScriptHashes ?? [], mediaOrigins);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await registerRateLimits(app, config.redisUrl);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'MakerBazaar API',
        description: 'The storefront and admin API of MakerBazaar. Money is in rupees with at most two decimals.',
        version: '1.0.0',
      },
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  const mediaStore = await openMediaStore(
    config.mediaBucket ?? uploadsDirOf(config.mediaDir ?? (await temporaryMediaDir(app))),
  );
  app.addHook('onClose', () => mediaStore.close());
  attachEventDelivery(db, { subscribers: EVENT_SUBSCRIBERS, shopUrl: config.publicUrl, log: app.log });
  const metricsAccess = config.metrics ?? { kind: 'off' };
  const metrics = metricsAccess.kind === 'off' ? undefined : new ShopMetrics(db);
  const catalogCache = new CatalogCache(db, metrics && { buildIndex: metrics.timedIndexBuild(ProductIndex.build) });
  app.decorate('catalogCache', catalogCache);
  const readiness = new Readiness(
    shopChecks(db, catalogCache, () => app.rateLimitCounters.sharedCounting),
    { phase: starting ? 'starting' : 'serving', advisory: ADVISORY_CHECKS },
  );
  app.decorate('readiness', readiness);
  app.decorate('metrics', metrics);
  registerOperations(app, { readiness, metrics, metricsAccess });
  // Stock this process changed: shown by the storefront at once, and told to those waiting for it.
  const stock = everyStockListener(catalogCache, backInStockListener(db, config.publicUrl, app.log));
  const tokens = new AccessTokens(config.jwtSecret);
  registerAuthGuard(app, db, tokens);
  registerPermissions(app, db);
  registerOpenApiSecurity(app);
  const accountOptions = {
    prefix: '/api',
    db,
    tokens,
    secureCookies: config.env === 'production',
    shopUrl: config.publicUrl,
  };
  await app.register(authRoutes, accountOptions);
  await app.register(customerAdminRoutes, { prefix: '/api', db });
  await app.register(usersRoutes, accountOptions);
  await app.register(catalogRoutes, {
    prefix: '/api',
    db,
    cache: catalogCache,
    stock,
    mediaStore,
    shopUrl: config.publicUrl,
  });
  await app.register(searchRoutes, { prefix: '/api', db, cache: catalogCache });
  await app.register(cartRoutes, { prefix: '/api', db });
  await app.register(wishlistRoutes, { prefix: '/api', db });
  await app.register(addressesRoutes, { prefix: '/api', db });
  await app.register(deliveryRoutes, { prefix: '/api', db });
  await app.register(reviewsRoutes, { prefix: '/api', db, cache: catalogCache });
  await app.register(notificationsRoutes, { prefix: '/api', db });
  const ordersContext = {
    db,
    payments: payments ?? paymentProviderFor(config.payments),
    shopUrl: config.publicUrl,
  };
  await app.register(couponsRoutes, { prefix: '/api', db, shopUrl: config.publicUrl });
  await app.register(ordersRoutes, { prefix: '/api', ...ordersContext, stock });
  await app.register(invoicesRoutes, { prefix: '/api', db });
  await app.register(paymentsRoutes, { prefix: '/api', ...ordersContext });
  await app.register(paymentMethodsRoutes, { prefix: '/api', db, payments: ordersContext.payments });
  await app.register(coursesRoutes, { prefix: '/api', db });
  await app.register(contentRoutes, { prefix: '/api', db, shopUrl: config.publicUrl });
  await app.register(newsletterFormRoutes, { db, shopUrl: config.publicUrl });
  await app.register(projectsRoutes, { prefix: '/api', db });
  await app.register(bomRoutes, { prefix: '/api', db, cache: catalogCache });
  await app.register(supportRoutes, { prefix: '/api', db });
  await app.register(bulkOrdersRoutes, { prefix: '/api', db });
  await app.register(adminRoutes, { prefix: '/api', db, shopUrl: config.publicUrl });
  await app.register(inboxRoutes, { prefix: '/api', db });
  await app.register(outboxAdminRoutes, { prefix: '/api', db });
  await app.register(stockAdminRoutes, { prefix: '/api', db, stock });
  await app.register(backInStockRoutes, { prefix: '/api', db, shopUrl: config.publicUrl });

  await app.register(pagesRoutes, { db, shopUrl: config.publicUrl });
  const renderer = await loadStorefrontRenderer(app, config.webDist);
  await registerWebApp(app, config.webDist, mediaStore, webShell, storefrontHtml(app, db, config.publicUrl, renderer));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue answers; writers call `invalidate()` after changing products or categories. */
    catalogCache: CatalogCache;
    /** What /readyz answers; main.ts moves it through start-up and shutdown. */
    readiness: Readiness;
    /** The figures of GET /metrics, when it is served. */
    metrics: ShopMetrics | undefined;
  }
}
