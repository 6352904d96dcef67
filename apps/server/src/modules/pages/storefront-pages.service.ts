import {
  formatInr,
  HOME_PAGE_TITLE,
  matchStorefrontRoute,
  PAGE_NAMES,
  PROJECT_CATEGORIES,
  pageTitle,
  paiseToRupees,
  SHOP,
  type StorefrontRoute,
  searchPageName,
} from '@makerbazaar/core';
import type { Queryable } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { getCategory, getProduct, primaryImage } from '../catalog/catalog.service.js';
import { getCourse } from '../courses/courses.service.js';
import { findPublishedProject } from '../projects/projects.service.js';

/** What a page's `<head>` says about it to browsers, search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path; absent for pages that must not be indexed. */
  canonicalPath?: string;
  /** A path or URL of the picture a link preview shows. */
  image?: string;
  kind: 'website' | 'product';
  /** Schema.org objects for search engines. */
  structuredData: object[];
}

export interface StorefrontPage {
  status: 200 | 404;
  head: PageHead;
}

const SHOP_DESCRIPTION =
  'Arduino, Raspberry Pi, ESP32, sensors, motors, displays and robotics parts for makers across India, priced in rupees.';

/** What the pages with nothing to look up are about; pages not here are kept out of search results. */
const PUBLIC_DESCRIPTIONS: Partial<Record<StorefrontRoute, string>> = {
  '/': `${SHOP.name}: ${SHOP_DESCRIPTION}`,
  '/categories': `Every category of parts at ${SHOP.name}.`,
  '/courses':
    'Hands-on electronics courses for students and makers: Arduino, ESP32, Raspberry Pi, robotics and PCB design.',
  '/projects': 'Step-by-step DIY electronics projects with their parts lists.',
  '/iot': 'Boards, sensors and modules for connected projects.',
  '/robotics': 'Chassis, motors, drivers and sensors for building robots.',
  '/about': `Who we are and how ${SHOP.name} works.`,
  '/contact': `Write to or call ${SHOP.name}: ${SHOP.supportHours}.`,
  '/help': 'Answers on orders, payments, delivery, returns and coupons.',
  '/support': 'Open a support request about an order or a part.',
  '/bulk-orders': 'Quotes for colleges, labs and businesses.',
  '/privacy': `What ${SHOP.name} keeps about you, and why.`,
  '/terms': `The terms of buying at ${SHOP.name}.`,
  '/data-deletion': 'How to have your account and data deleted.',
};

const NOT_FOUND: StorefrontPage = {
  status: 404,
  head: { title: pageTitle('Page not found'), description: SHOP_DESCRIPTION, kind: 'website', structuredData: [] },
};

/** A signed-in page, the back office, a form or a search: its title, and kept out of search results. */
const privatePage = (route: StorefrontRoute): StorefrontPage => {
  const name = PAGE_NAMES[route];
  return {
    status: 200,
    head: {
      title: name ? pageTitle(name) : HOME_PAGE_TITLE,
      description: SHOP_DESCRIPTION,
      kind: 'website',
      structuredData: [],
    },
  };
};

/** The first sentence-ish of a text, at most about 160 characters, for a meta description. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

/** An absolute address in this shop, for structured data and link previews. */
const absolute = (shopUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${shopUrl}${pathOrUrl}`;

function breadcrumbs(shopUrl: string, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(shopUrl, item.path),
    })),
  };
}

/** The found thing, or undefined when the service answers 404. */
async function lookUp<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

function decodedParams(params: Record<string, string>): Record<string, string> | undefined {
  try {
    return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]));
  } catch {
    return undefined;
  }
}

/**
 * What the server answers for a storefront path before the app runs: 404 for a path the storefront
 * does not have, or a product, category, course or project it does not show; and the page's title,
 * description, canonical path, preview picture and structured data (with absolute addresses).
 */
export async function describeStorefrontPage(
  db: Queryable,
  pathname: string,
  shopUrl: string,
  query: URLSearchParams = new URLSearchParams(),
): Promise<StorefrontPage> {
  const match = matchStorefrontRoute(pathname);
  const params = match && decodedParams(match.params);
  if (!match || !params) return NOT_FOUND;
  const description = PUBLIC_DESCRIPTIONS[match.route];
  if (description) {
    const name = PAGE_NAMES[match.route];
    return {
      status: 200,
      head: {
        title: name ? pageTitle(name) : HOME_PAGE_TITLE,
        description,
        canonicalPath: match.route,
        kind: 'website',
        structuredData: [],
      },
    };
  }
  const { categoryId = '', slug = '', projectId = '' } = params;
  switch (match.route) {
    case '/category/:categoryId': {
      const category = await lookUp(getCategory(db, categoryId));
      if (!category) return NOT_FOUND;
      const path = `/category/${category.slug}`;
      return {
        status: 200,
        head: {
          title: pageTitle(`${category.name} — buy online in India`),
          description: summary(category.description || `${category.name} at ${SHOP.name}.`),
          canonicalPath: path,
          kind: 'website',
          structuredData: [
            breadcrumbs(shopUrl, [
              { name: 'Home', path: '/' },
              { name: category.name, path },
            ]),
          ],
        },
      };
    }
    case '/product/:slug': {
      const product = await lookUp(getProduct(db, slug));
      if (!product) return NOT_FOUND;
      const path = `/product/${product.slug}`;
      const price = paiseToRupees(product.pricePaise);
      const image = product.images[0]?.url ?? primaryImage(product);
      const offer = {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: price.toFixed(2),
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: absolute(shopUrl, path),
      };
      return {
        status: 200,
        head: {
          title: pageTitle(`${product.name} — ${formatInr(price)}`),
          description: summary(product.description),
          canonicalPath: path,
          image,
          kind: 'product',
          structuredData: [
            {
              '@context': 'https://schema.org',
              '@type': 'Product',
              name: product.name,
              description: summary(product.description),
              image: absolute(shopUrl, image),
              sku: product.slug,
              brand: { '@type': 'Brand', name: product.brand },
              category: product.categoryName,
              offers: offer,
              ...(product.numReviews > 0
                ? {
                    aggregateRating: {
                      '@type': 'AggregateRating',
                      ratingValue: product.rating,
                      reviewCount: product.numReviews,
                    },
                  }
                : {}),
            },
            breadcrumbs(shopUrl, [
              { name: 'Home', path: '/' },
              { name: product.categoryName, path: `/category/${product.categorySlug}` },
              { name: product.name, path },
            ]),
          ],
        },
      };
    }
    case '/courses/:slug': {
      const course = await lookUp(getCourse(db, slug));
      if (!course) return NOT_FOUND;
      return {
        status: 200,
        head: {
          title: pageTitle(`${course.title} — course`),
          description: summary(course.description),
          canonicalPath: `/courses/${course.slug}`,
          image: course.image,
          kind: 'website',
          structuredData: [],
        },
      };
    }
    case '/search': {
      // A search for something is a page of its own, under its words alone (filters and order
      // are views of it); the empty search box is not.
      const words = query.get('q')?.trim().replace(/\s+/g, ' ') ?? '';
      if (!words)
        return { status: 200, head: { ...privatePage(match.route).head, title: pageTitle(searchPageName('')) } };
      return {
        status: 200,
        head: {
          title: pageTitle(searchPageName(words)),
          description: summary(`Parts matching “${words}” at ${SHOP.name}, priced in rupees with stock shown live.`),
          canonicalPath: `/search?q=${encodeURIComponent(words)}`,
          kind: 'website',
          structuredData: [],
        },
      };
    }
    case '/checkout/course/:slug':
      return (await lookUp(getCourse(db, slug))) ? privatePage(match.route) : NOT_FOUND;
    case '/projects/:projectId': {
      const category = PROJECT_CATEGORIES.find((c) => c.id === projectId);
      if (category) {
        return {
          status: 200,
          head: {
            title: pageTitle(category.name),
            description: category.description,
            canonicalPath: `/projects/${category.id}`,
            kind: 'website',
            structuredData: [],
          },
        };
      }
      const project = await findPublishedProject(db, projectId);
      if (!project) return NOT_FOUND;
      return {
        status: 200,
        head: {
          title: pageTitle(project.title),
          description: summary(project.description),
          canonicalPath: `/projects/${project.slug}`,
          image: project.featuredImage,
          kind: 'website',
          structuredData: [],
        },
      };
    }
    default:
      return privatePage(match.route);
  }
}
