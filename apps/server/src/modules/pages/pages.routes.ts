import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { robotsTxt, sitemapXml } from './sitemap.service.js';

/** What search engines read about the shop: `/sitemap.xml` and `/robots.txt`. */
export const pagesRoutes: FastifyPluginAsyncZod<{ db: Database; shopUrl: string }> = async (app, { db, shopUrl }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(db, shopUrl)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(shopUrl)),
  );
};
