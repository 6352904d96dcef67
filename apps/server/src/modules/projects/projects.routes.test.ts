import {
  type AddProjectPartsResult,
  type Paginated,
  PROJECT_CATEGORY_IDS,
  type Project,
  type ProjectDetail,
} from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { projectParts, projects } from '../../db/schema/projects.js';
import { SEED_PROJECTS } from '../../seed/projects.data.js';
import { seedProjects } from '../../seed/seed-projects.js';
import { testApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf } from '../../testing/stock.js';

const ctx = testApp();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function setProduct(slug: string, { stock, isActive }: { stock?: number; isActive?: boolean }) {
  if (isActive !== undefined) await ctx.database.db.update(products).set({ isActive }).where(eq(products.slug, slug));
  if (stock !== undefined) await setStockOf(ctx.database.db, slug, stock);
  ctx.app.catalogCache.invalidate();
}

describe('GET /api/projects/', () => {
  it('lists every active project, featured first, then in sort order', async () => {
    const res = await get('/api/projects/?page_size=100');
    const list = jsonOf<Paginated<Project>>(res);
    expect(list.count).toBe(SEED_PROJECTS.length);
    const featured = SEED_PROJECTS.filter((p) => p.isFeatured).map((p) => p.slug);
    const others = SEED_PROJECTS.filter((p) => !p.isFeatured).map((p) => p.slug);
    expect(list.results.map((p) => p.slug)).toEqual([...featured, ...others]);
    expect(list.results[0]).toMatchObject({
      slug: 'esp32-bme280-weather-station',
      category: 'iot-projects',
      difficulty_level: 'Beginner',
      is_featured: true,
      featured_image: '/media/projects/esp32-weather-station.svg',
    });
    expect(list.results[0]).not.toHaveProperty('steps');
  });

  it('are seeded once: loading the sample data again adds nothing', async () => {
    expect(await seedProjects(ctx.database.db)).toBe(0);
    const list = (await get('/api/projects/')).json() as Paginated<Project>;
    expect(list.count).toBe(SEED_PROJECTS.length);
  });

  it('filters by category and by featured, and pages', async () => {
    for (const category of PROJECT_CATEGORY_IDS) {
      const list = (await get(`/api/projects/?category=${category}`)).json() as Paginated<Project>;
      expect(list.count, category).toBe(SEED_PROJECTS.filter((p) => p.category === category).length);
      expect(list.results.every((p) => p.category === category)).toBe(true);
    }
    const featured = (await get('/api/projects/?featured=true')).json() as Paginated<Project>;
    expect(featured.count).toBe(SEED_PROJECTS.filter((p) => p.isFeatured).length);
    expect(featured.results.every((p) => p.is_featured)).toBe(true);

    const firstPage = (await get('/api/projects/?page_size=5')).json() as Paginated<Project>;
    expect(firstPage.results).toHaveLength(5);
    expect(firstPage.next).toBe('/api/projects/?page_size=5&page=2');
  });

  it('refuses an unknown category and answers 404 past the last page', async () => {
    const bad = await get('/api/projects/?category=cooking-projects');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ category: ['Not a project category.'] });
    const past = await get('/api/projects/?page=99');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('leaves out inactive projects', async () => {
    await ctx.database.db.update(projects).set({ isActive: false }).where(eq(projects.slug, 'wifi-oled-clock'));
    const list = (await get('/api/projects/?page_size=100')).json() as Paginated<Project>;
    const detail = await get('/api/projects/wifi-oled-clock/');
    await ctx.database.db.update(projects).set({ isActive: true }).where(eq(projects.slug, 'wifi-oled-clock'));
    expect(list.results.map((p) => p.slug)).not.toContain('wifi-oled-clock');
    expect(detail.statusCode).toBe(404);
  });
});

describe('GET /api/projects/{id|slug}/', () => {
  it('shows the steps and the parts at live prices, with the total computed in paise', async () => {
    const res = await get('/api/projects/esp32-bme280-weather-station/');
    const project = jsonOf<ProjectDetail>(res);
    const seed = SEED_PROJECTS.find((p) => p.slug === 'esp32-bme280-weather-station')!;
    expect(project.steps).toEqual(seed.steps);
    expect(project.parts.map((p) => [p.product.slug, p.quantity])).toEqual(seed.parts.map((p) => [p.slug, p.quantity]));
    for (const part of project.parts) expect(part.line_total).toBe(part.product.price * part.quantity);
    const totalPaise = project.parts.reduce((sum, p) => sum + Math.round(p.product.price * 100) * p.quantity, 0);
    expect(project.parts_total).toBe(totalPaise / 100);
    expect(Number.isInteger(Math.round(project.parts_total * 100))).toBe(true);

    const byId = (await get(`/api/projects/${project.id}/`)).json() as ProjectDetail;
    expect(byId.slug).toBe(project.slug);
  });

  it('totals the parts list in paise: ₹0.10 + ₹0.20 + … is exactly ₹0.80', async () => {
    const seed = SEED_PROJECTS.find((p) => p.slug === 'line-following-robot')!;
    for (const part of seed.parts) {
      await ctx.database.db.update(products).set({ pricePaise: 10 }).where(eq(products.slug, part.slug));
    }
    await ctx.database.db.update(products).set({ pricePaise: 20 }).where(eq(products.slug, seed.parts[1]!.slug));
    const project = (await get('/api/projects/line-following-robot/')).json() as ProjectDetail;
    expect(project.parts.map((p) => [p.quantity, p.line_total])).toEqual([
      [1, 0.1],
      [1, 0.2],
      [1, 0.1],
      [1, 0.1],
      [2, 0.2],
      [1, 0.1],
    ]);
    // The same prices added as rupees: 0.7999999999999999.
    expect(project.parts_total).toBe(0.8);
  });

  it('counts every view', async () => {
    const first = (await get('/api/projects/line-following-robot/')).json() as ProjectDetail;
    const second = (await get('/api/projects/line-following-robot/')).json() as ProjectDetail;
    expect(second.views_count).toBe(first.views_count + 1);
    const [row] = await ctx.database.db
      .select({ views: projects.viewsCount })
      .from(projects)
      .where(eq(projects.slug, 'line-following-robot'));
    expect(row?.views).toBe(second.views_count);
  });

  it('leaves a part that is no longer sold out of the list and the total', async () => {
    const before = (await get('/api/projects/scrolling-led-message-sign/')).json() as ProjectDetail;
    await setProduct('max7219-8x8-dot-matrix-led-display-module', { isActive: false });
    const after = (await get('/api/projects/scrolling-led-message-sign/')).json() as ProjectDetail;
    await setProduct('max7219-8x8-dot-matrix-led-display-module', { isActive: true });
    const matrix = before.parts.find((p) => p.product.slug === 'max7219-8x8-dot-matrix-led-display-module')!;
    expect(after.parts.map((p) => p.product.slug)).not.toContain(matrix.product.slug);
    expect(after.parts_total).toBe(Math.round((before.parts_total - matrix.line_total) * 100) / 100);
  });

  it('answers 404 for an unknown project and 400 for a malformed id', async () => {
    for (const id of ['no-such-project', '999999', 'iot-projects']) {
      const res = await get(`/api/projects/${id}/`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ detail: 'Project not found.' });
    }
    expect((await get('/api/projects/not_a_slug!/')).statusCode).toBe(400);
  });
});

describe('POST /api/projects/{id|slug}/add-to-cart/', () => {
  const addAll = (idOrSlug: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/projects/${idOrSlug}/add-to-cart/`, headers });

  it('puts every part in the cart in the quantity the build needs', async () => {
    const shopper = await newShopper(ctx.app);
    const res = await addAll('scrolling-led-message-sign', shopper.auth);
    const result = jsonOf<AddProjectPartsResult>(res);
    expect(result.added.map((p) => p.quantity)).toEqual([1, 4, 1, 1]);
    expect(result.already_in_cart).toEqual([]);
    expect(result.short).toEqual([]);
    expect(result.out_of_stock).toEqual([]);
    expect(result.detail).toBe('Added 4 parts for Scrolling LED Message Sign to your cart.');
    const cart = await shopper.cart();
    expect(result.cart).toEqual(cart);
    expect(cart.total_items).toBe(7);
  });

  it('never doubles a part already in the cart: it is raised to what the build needs, or left alone', async () => {
    const shopper = await newShopper(ctx.app);
    const matrix = await shopper.product('max7219-8x8-dot-matrix-led-display-module');
    const nano = await shopper.product('arduino-nano-compatible-board-ch340-usb-c');
    await shopper.addToCart(matrix.id, 2);
    await shopper.addToCart(nano.id, 3);

    const first = (await addAll('scrolling-led-message-sign', shopper.auth)).json() as AddProjectPartsResult;
    expect(first.already_in_cart).toEqual([{ product_id: nano.id, name: nano.name, quantity: 3 }]);
    expect(first.added).toContainEqual({ product_id: matrix.id, name: matrix.name, quantity: 4 });
    expect(first.detail).toBe('Added 3 parts for Scrolling LED Message Sign to your cart; 1 already there.');

    const again = (await addAll('scrolling-led-message-sign', shopper.auth)).json() as AddProjectPartsResult;
    expect(again.added).toEqual([]);
    expect(again.already_in_cart).toHaveLength(4);
    expect(again.detail).toBe('All parts for Scrolling LED Message Sign are already in your cart.');
    const quantities = new Map((await shopper.cart()).results.map((line) => [line.product.id, line.quantity]));
    expect(quantities.get(matrix.id)).toBe(4);
    expect(quantities.get(nano.id)).toBe(3);
  });

  it('gives what there is of a part with too little stock, and nothing of one out of stock or withdrawn', async () => {
    await setProduct('max7219-8x8-dot-matrix-led-display-module', { stock: 3 });
    await setProduct('hc-sr04-ultrasonic-distance-sensor', { stock: 0 });
    await setProduct('830-point-solderless-breadboard', { isActive: false });
    const shopper = await newShopper(ctx.app);
    const sign = (await addAll('scrolling-led-message-sign', shopper.auth)).json() as AddProjectPartsResult;
    const parking = (await addAll('ultrasonic-parking-sensor', shopper.auth)).json() as AddProjectPartsResult;
    await setProduct('max7219-8x8-dot-matrix-led-display-module', { stock: 170 });
    await setProduct('hc-sr04-ultrasonic-distance-sensor', { stock: 400 });
    await setProduct('830-point-solderless-breadboard', { isActive: true });

    expect(sign.short).toEqual([
      expect.objectContaining({ name: 'MAX7219 8x8 Dot Matrix LED Display Module', quantity: 3 }),
    ]);
    expect(sign.out_of_stock).toEqual([expect.objectContaining({ name: '830-Point Solderless Breadboard' })]);
    expect(sign.added.map((p) => p.name)).toEqual([
      'Arduino Nano Compatible Board (CH340, USB-C)',
      'Jumper Wire Set 120 pcs 20 cm',
    ]);
    expect(sign.detail).toBe(
      'Added 3 parts for Scrolling LED Message Sign to your cart; only 3 of MAX7219 8x8 Dot Matrix LED Display Module in stock; out of stock: 830-Point Solderless Breadboard.',
    );

    expect(parking.out_of_stock.map((p) => p.name)).toEqual([
      'HC-SR04 Ultrasonic Distance Sensor',
      '830-Point Solderless Breadboard',
    ]);
    const cart = await shopper.cart();
    const names = cart.results.map((line) => line.product.name);
    expect(names).not.toContain('HC-SR04 Ultrasonic Distance Sensor');
    expect(names).not.toContain('830-Point Solderless Breadboard');
    expect(cart.results.find((l) => l.product.slug === 'max7219-8x8-dot-matrix-led-display-module')?.quantity).toBe(3);
  });

  it('raises a part no higher than a cart line holds, for a parts list saved asking for more', async () => {
    const [sign] = await ctx.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, 'scrolling-led-message-sign'));
    const [wires] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'jumper-wire-set-120-pcs-20-cm'));
    const wiresPart = and(eq(projectParts.projectId, sign?.id ?? 0), eq(projectParts.productId, wires?.id ?? 0));
    const [saved] = await ctx.database.db
      .select({ quantity: projectParts.quantity })
      .from(projectParts)
      .where(wiresPart);
    await ctx.database.db.update(projectParts).set({ quantity: 150 }).where(wiresPart);
    const shopper = await newShopper(ctx.app);
    const result = (await addAll('scrolling-led-message-sign', shopper.auth)).json() as AddProjectPartsResult;
    await ctx.database.db
      .update(projectParts)
      .set({ quantity: saved?.quantity ?? 1 })
      .where(wiresPart);
    expect(result.added).toContainEqual(expect.objectContaining({ product_id: wires?.id, quantity: 99 }));
    expect((await shopper.cart()).results.find((line) => line.product.id === wires?.id)?.quantity).toBe(99);
  });

  it('says so when nothing could be added', async () => {
    await setProduct('d1-mini-esp8266-development-board', { stock: 0 });
    await setProduct('1-3-inch-oled-display-module-i2c-sh1106', { stock: 0 });
    await setProduct('jumper-wire-set-120-pcs-20-cm', { stock: 0 });
    const shopper = await newShopper(ctx.app);
    const result = (await addAll('wifi-oled-clock', shopper.auth)).json() as AddProjectPartsResult;
    await setProduct('d1-mini-esp8266-development-board', { stock: 180 });
    await setProduct('1-3-inch-oled-display-module-i2c-sh1106', { stock: 90 });
    await setProduct('jumper-wire-set-120-pcs-20-cm', { stock: 400 });
    expect(result.out_of_stock).toHaveLength(3);
    expect(result.detail).toMatch(/^No parts for Wi-Fi Synced OLED Desk Clock could be added; out of stock: /);
    expect(result.cart.count).toBe(0);
  });

  it('works by id too, and answers 404 for an unknown project and 401 for a guest', async () => {
    const shopper = await newShopper(ctx.app);
    const detail = (await get('/api/projects/esp32-home-automation-relay-board/')).json() as ProjectDetail;
    const byId = await addAll(String(detail.id), shopper.auth);
    expect(byId.statusCode).toBe(200);
    expect((byId.json() as AddProjectPartsResult).added).toHaveLength(detail.parts.length);

    const unknown = await addAll('no-such-project', shopper.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Project not found.' });

    const guest = await addAll('esp32-home-automation-relay-board', {});
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('project illustrations', () => {
  it('are served under /media/projects/ and missing ones are 404', async () => {
    const image = await get('/media/projects/esp32-weather-station.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('viewBox="0 0 800 500"');
    expect((await get('/media/projects/no-such-image.svg')).statusCode).toBe(404);
  });
});
