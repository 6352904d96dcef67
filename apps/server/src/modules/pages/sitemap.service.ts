import { PROJECT_CATEGORIES, type StorefrontRoute } from '@makerbazaar/core';
import type { Queryable } from '../../db/client.js';
import { listCategories, shownProductSlugs } from '../catalog/catalog.service.js';
import { listCourses } from '../courses/courses.service.js';
import { publishedProjectSlugs } from '../projects/projects.service.js';

/** The pages anyone may read that have no part to fill in: what search engines should know. */
const PUBLIC_PAGES = [
  '/',
  '/categories',
  '/courses',
  '/projects',
  '/iot',
  '/robotics',
  '/about',
  '/contact',
  '/help',
  '/support',
  '/bulk-orders',
  '/privacy',
  '/terms',
  '/data-deletion',
] as const satisfies readonly StorefrontRoute[];

/** Pages for one customer or for staff: of no use to a search engine. */
const PRIVATE_PREFIXES = [
  '/admin',
  '/api/',
  '/checkout',
  '/orders',
  '/profile',
  '/settings',
  '/wishlist',
  '/addresses',
  '/payment-methods',
  '/reviews',
  '/coupons',
  '/notifications',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/newsletter',
  '/back-in-stock',
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** `/sitemap.xml`: the public pages, every category, product, course and published project, and the project categories. */
export async function sitemapXml(db: Queryable, shopUrl: string): Promise<string> {
  const [categories, productRows, courses, projects] = await Promise.all([
    listCategories(db),
    shownProductSlugs(db),
    listCourses(db, {}),
    publishedProjectSlugs(db),
  ]);
  const entries: { path: string; lastmod?: Date }[] = [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...categories.map((c) => ({ path: `/category/${c.slug}` })),
    ...productRows.map((p) => ({ path: `/product/${p.slug}`, lastmod: p.updatedAt })),
    ...courses.map((c) => ({ path: `/courses/${c.slug}` })),
    ...PROJECT_CATEGORIES.map((c) => ({ path: `/projects/${c.id}` })),
    ...projects.map((slug) => ({ path: `/projects/${slug}` })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url><loc>${escapeXml(`${shopUrl}${path === '/' ? '/' : encodeURI(path)}`)}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `/robots.txt`: everything public may be crawled; the customer's and the staff's pages may not. */
export function robotsTxt(shopUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${shopUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
