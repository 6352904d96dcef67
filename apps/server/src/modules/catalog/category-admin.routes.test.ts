// Categories in the back office: every write shows in GET /api/categories/ at once (the storefront's
// home banner promises it), bad input is a 400 with field messages, and each write is audited.
import type { AdminCategory, AdminCategoryList, AuditEntry, Category, Paginated } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';

const {
  ctx,
  staff: { clerk, owner },
} = staffTestApp({ clerk: ['catalogue'], owner: ['owner'] });

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: clerk.auth, ...(payload ? { payload } : {}) });

const shopCategories = async () =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/categories/' })).json() as Paginated<Category>).results;
const adminCategories = async () => ((await call('GET', '/api/admin/categories/')).json() as AdminCategoryList).results;

describe('/api/admin/categories/', () => {
  it('creates a category last in the order, and the shop lists it at once', async () => {
    const before = await shopCategories();
    expect(before.length).toBeGreaterThan(0);
    const created = await call('POST', '/api/admin/categories/', {
      name: '  Drones ',
      slug: 'drones',
      description: 'Frames, motors and\r\nflight controllers',
      icon: '🚁',
    });
    const drone = jsonOf<AdminCategory>(created, 201);
    expect(drone).toMatchObject({
      name: 'Drones',
      slug: 'drones',
      description: 'Frames, motors and\nflight controllers',
      icon: '🚁',
      is_active: true,
      products_count: 0,
    });
    expect(drone.sort_order).toBeGreaterThan(Math.max(...before.map((c) => c.sort_order)));
    const after = await shopCategories();
    expect(after.at(-1)).toMatchObject({ id: drone.id, slug: 'drones' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/categories/drones/' })).statusCode).toBe(200);
  });

  it('edits and deactivates a category, which the shop shows and hides at once, and lists hidden ones here', async () => {
    const [first] = await shopCategories();
    if (!first) throw new Error('no categories');
    const renamed = await call('PATCH', `/api/admin/categories/${first.id}/`, {
      name: 'Arduino & Compatible',
      icon: '',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Arduino & Compatible', icon: null, slug: first.slug });
    expect((await shopCategories())[0]).toMatchObject({ id: first.id, name: 'Arduino & Compatible', icon: null });

    expect((await call('PATCH', `/api/admin/categories/${first.id}/`, { is_active: false })).statusCode).toBe(200);
    expect((await shopCategories()).map((c) => c.id)).not.toContain(first.id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/categories/${first.slug}/` })).statusCode).toBe(404);
    const hidden = (await adminCategories()).find((c) => c.id === first.id);
    expect(hidden).toMatchObject({ is_active: false });
    expect(hidden?.products_count).toBeGreaterThan(0);

    expect((await call('PATCH', `/api/admin/categories/${first.id}/`, { is_active: true })).statusCode).toBe(200);
    expect((await shopCategories()).map((c) => c.id)).toContain(first.id);
  });

  it('reorders the categories, and the shop lists them in the new order at once', async () => {
    const ids = (await adminCategories()).map((c) => c.id);
    const reordered = [...ids].reverse();
    const response = await call('PUT', '/api/admin/categories/order/', { ids: reordered });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as AdminCategoryList).results.map((c) => c.id)).toEqual(reordered);
    expect((await shopCategories()).map((c) => c.id)).toEqual(reordered);

    const missing = await call('PUT', '/api/admin/categories/order/', { ids: reordered.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      ids: ['Give every category exactly once: the categories may have changed, reload the page.'],
    });
    expect((await call('PUT', '/api/admin/categories/order/', { ids: [ids[0], ids[0]] })).statusCode).toBe(400);
  });

  it('answers 400 with field messages for bad input, a taken slug and an empty change, and 404 for no category', async () => {
    const bad = await call('POST', '/api/admin/categories/', { name: ' ', slug: 'Not A Slug', icon: 'x'.repeat(40) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object).sort()).toEqual(['icon', 'name', 'slug']);
    expect((await call('POST', '/api/admin/categories/', { name: 'Numbers', slug: '123' })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/categories/', { name: 'Ctrl', slug: 'ctrl\u0000' })).statusCode).toBe(400);

    const taken = await call('POST', '/api/admin/categories/', { name: 'Sensors again', slug: 'sensors' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ slug: ['Another category already has this slug: choose a different one.'] });
    const [first, second] = await adminCategories();
    const clash = await call('PATCH', `/api/admin/categories/${first?.id}/`, { slug: second?.slug });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toHaveProperty('slug');
    expect((await call('PATCH', `/api/admin/categories/${first?.id}/`, { slug: first?.slug })).statusCode).toBe(200);

    expect((await call('PATCH', `/api/admin/categories/${first?.id}/`, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/categories/2147483000/', { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('records every write in the audit log with what changed', async () => {
    const created = (
      await call('POST', '/api/admin/categories/', { name: 'Kits', slug: 'kits' })
    ).json() as AdminCategory;
    await call('PATCH', `/api/admin/categories/${created.id}/`, { is_active: false });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit/?entity=category&page_size=50',
      headers: owner.auth,
    });
    const entries = (audit.json() as Paginated<AuditEntry>).results;
    const ofKits = entries.filter((entry) => entry.entity_id === String(created.id));
    expect(ofKits.map((entry) => entry.action)).toEqual(['category.update', 'category.create']);
    expect(ofKits[0]?.changes).toEqual({ is_active: { before: true, after: false } });
    expect(ofKits[1]?.changes).toMatchObject({
      name: { before: null, after: 'Kits' },
      slug: { before: null, after: 'kits' },
    });
    expect(entries.map((entry) => entry.action)).toContain('category.reorder');
    expect(entries.every((entry) => entry.actor_username === clerk.username)).toBe(true);
  });
});
