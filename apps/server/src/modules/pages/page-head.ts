import { SHOP } from '@makerbazaar/core';
import type { PageHead } from './storefront-pages.service.js';

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The tags that describe one page: title, description, canonical, Open Graph, Twitter card and JSON-LD. */
export function pageHeadTags(head: PageHead, shopUrl: string): string {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${shopUrl}${path}`);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  const tags = [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonicalPath
      ? `<link rel="canonical" href="${escapeAttribute(absolute(head.canonicalPath))}" />`
      : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', SHOP.name),
    meta('property', 'og:type', head.kind),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonicalPath ? [meta('property', 'og:url', absolute(head.canonicalPath))] : []),
    ...(head.image ? [meta('property', 'og:image', absolute(head.image))] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/** The app's HTML with its generic title and description replaced by the page's own head. */
export function withPageHead(shellHtml: string, head: PageHead, shopUrl: string): string {
  return shellHtml
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, pageHeadTags(head, shopUrl));
}
