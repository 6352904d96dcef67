import { createHash } from 'node:crypto';
import type { Paginated, ProductDetail } from '@makerbazaar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app.js';

/**
 * What a customer sees of the sample catalogue's pictures, through the API and the pictures it
 * serves: each product's own, never another's.
 */
let ctx: TestContext;
let products: ProductDetail[];
/** Each served picture: its bytes' hash and the texts printed in it. */
const served = new Map<string, { hash: string; texts: string[] }>();

/** Letters and digits only, in lower case: "HC-SR04" and "hc sr04" are the same name. */
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A product's part numbers and model names: the words of its name with both letters and digits. */
function partNumbers(name: string): string[] {
  return name
    .split(/[\s(),]+/)
    .map(normalise)
    .filter((word) => word.length >= 4 && /[a-z]/.test(word) && /[0-9]/.test(word));
}

/** Everything the product's own record says: a picture may print any of it. */
function ownRecord(product: ProductDetail): string {
  const specifications = product.specifications.map((spec) => `${spec.name} ${spec.value}`).join(' ');
  return normalise(`${product.name} ${product.brand} ${product.description} ${specifications}`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products/?page_size=100&page=${page}` });
    const list = response.json<Paginated<{ slug: string }>>();
    slugs.push(...list.results.map((product) => product.slug));
    if (!list.next) break;
  }
  products = await Promise.all(
    slugs.map(async (slug) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${slug}/` })).json<ProductDetail>(),
    ),
  );
  for (const url of new Set(products.flatMap((product) => product.images.map((image) => image.image)))) {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    const texts = [...response.body.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => unescapeXml(text ?? ''));
    served.set(url, { hash: createHash('sha256').update(response.rawPayload).digest('hex'), texts });
  }
});
afterAll(() => ctx.close());

describe('the sample catalogue’s pictures', () => {
  it('are there for every product', () => {
    expect(products).toHaveLength(112);
    for (const product of products) expect(product.images.length, product.slug).toBeGreaterThan(0);
  });

  // Two products could share a picture only if they were the same part sold another way (one chip
  // and a pack of the same chip, say). The sample catalogue has no such pair: a Pi 5 with 4 GB is
  // not one with 8 GB, a compatible Uno not an Arduino one. So no two products share a picture,
  // whether by address or by content.
  it('are each product’s own: no two products show the same picture', () => {
    const shownBy = new Map<string, string[]>();
    for (const product of products) {
      for (const image of product.images) {
        const { hash } = served.get(image.image) ?? { hash: image.image };
        shownBy.set(hash, [...(shownBy.get(hash) ?? []), product.slug]);
      }
    }
    const shared = [...shownBy.values()].filter((slugs) => new Set(slugs).size > 1);
    expect(shared).toEqual([]);
  });

  it('carry the product’s own name or part number', () => {
    const unnamed = products
      .filter((product) =>
        product.images.every((image) =>
          (served.get(image.image)?.texts ?? []).every((text) => {
            const printed = normalise(text);
            return printed.length < 3 || !normalise(product.name).includes(printed);
          }),
        ),
      )
      .map((product) => product.slug);
    expect(unnamed).toEqual([]);
  });

  it('name no other product: a part number of another is printed only where this product’s own record has it', () => {
    const foreign: string[] = [];
    for (const product of products) {
      const own = ownRecord(product);
      const others = new Set(
        products.filter((other) => other.slug !== product.slug).flatMap((other) => partNumbers(other.name)),
      );
      for (const image of product.images) {
        for (const text of served.get(image.image)?.texts ?? []) {
          for (const word of text.split(/[\s·,/]+/).map(normalise)) {
            if (others.has(word) && !own.includes(word)) foreign.push(`${product.slug} shows ${word}`);
          }
        }
      }
    }
    expect(foreign).toEqual([]);
  });
});
