// Projects in the back office: a project is on GET /api/projects/ exactly while it is published, its
// parts list names existing products with a quantity of at least 1, a taken slug is a 409, and
// every write is audited.
import type {
  AdminProject,
  AdminProjectSummary,
  AuditEntry,
  Paginated,
  Project,
  ProjectCreateInput,
  ProjectDetail,
} from '@makerbazaar/core';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { staffTestApp } from '../../testing/app-hooks.js';

const {
  ctx,
  staff: { clerk, owner },
} = staffTestApp({ clerk: ['catalogue'], owner: ['owner'] });
let parts: { id: number; name: string; pricePaise: number }[];
beforeAll(async () => {
  parts = await ctx.database.db
    .select({ id: products.id, name: products.name, pricePaise: products.pricePaise })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(3);
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: clerk.auth, ...(payload ? { payload } : {}) });

const shopProjects = async () =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/projects/?page_size=100' })).json() as Paginated<Project>).results;
const auditOf = async (id: number) =>
  (
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/audit/?entity=project&page_size=100',
        headers: owner.auth,
      })
    ).json() as Paginated<AuditEntry>
  ).results.filter((entry) => entry.entity_id === String(id));

const plantWaterer = (): ProjectCreateInput => ({
  slug: 'plant-waterer',
  title: 'Automatic Plant Waterer',
  description: 'Waters your plants when the soil runs dry.',
  featured_image: '/media/projects/plant-waterer.svg',
  tags: ['Arduino', 'Pump', ''],
  estimated_time: '2 hours',
  difficulty_level: 'Beginner',
  category: 'automation-projects',
  steps: [{ title: 'Wire the sensor', body: 'Connect the soil sensor to A0.' }],
  parts: [
    { product_id: parts[0]!.id, quantity: 1 },
    { product_id: parts[1]!.id, quantity: 2 },
  ],
});

describe('/api/admin/projects/', () => {
  let project: AdminProject;

  it('creates a project with its parts list, unpublished by default, and audits it', async () => {
    const created = await call('POST', '/api/admin/projects/', plantWaterer());
    expect(created.statusCode, created.body).toBe(201);
    project = created.json() as AdminProject;
    expect(project).toMatchObject({
      slug: 'plant-waterer',
      tags: ['Arduino', 'Pump'],
      is_published: false,
      views_count: 0,
      parts: [
        {
          product_id: parts[0]!.id,
          name: parts[0]!.name,
          price: parts[0]!.pricePaise / 100,
          quantity: 1,
          is_sold: true,
        },
        { product_id: parts[1]!.id, quantity: 2 },
      ],
    });
    expect((await shopProjects()).map((p) => p.slug)).not.toContain('plant-waterer');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/projects/plant-waterer/' })).statusCode).toBe(404);
    const [audit] = await auditOf(project.id);
    expect(audit).toMatchObject({ action: 'project.create', actor_username: clerk.username });
    expect(audit?.changes.parts?.after).toEqual([
      { product_id: parts[0]!.id, quantity: 1 },
      { product_id: parts[1]!.id, quantity: 2 },
    ]);
  });

  it('lists projects, drafts too, with their parts count', async () => {
    const drafts = (await call('GET', '/api/admin/projects/?published=false')).json() as Paginated<AdminProjectSummary>;
    expect(drafts.results).toEqual([expect.objectContaining({ id: project.id, parts_count: 2 })]);
    const found = (await call('GET', '/api/admin/projects/?q=waterer')).json() as Paginated<AdminProjectSummary>;
    expect(found.count).toBe(1);
  });

  it('publishes and unpublishes: the storefront shows the project with its parts, then hides it, at once', async () => {
    const published = await call('PATCH', `/api/admin/projects/${project.id}/`, { is_published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect((await shopProjects()).map((p) => p.slug)).toContain('plant-waterer');
    const detail = (
      await ctx.app.inject({ method: 'GET', url: '/api/projects/plant-waterer/' })
    ).json() as ProjectDetail;
    expect(detail.parts.map((p) => [p.product.id, p.quantity])).toEqual([
      [parts[0]!.id, 1],
      [parts[1]!.id, 2],
    ]);
    expect((await call('PATCH', `/api/admin/projects/${project.id}/`, { is_published: false })).statusCode).toBe(200);
    expect((await shopProjects()).map((p) => p.slug)).not.toContain('plant-waterer');
    expect((await auditOf(project.id)).slice(0, 2).map((a) => a.action)).toEqual([
      'project.unpublish',
      'project.publish',
    ]);
  });

  it('replaces the parts list when one is given, keeping its order, and audits the change', async () => {
    const edited = await call('PATCH', `/api/admin/projects/${project.id}/`, {
      parts: [
        { product_id: parts[2]!.id, quantity: 4 },
        { product_id: parts[0]!.id, quantity: 1 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as AdminProject).parts.map((p) => [p.product_id, p.quantity])).toEqual([
      [parts[2]!.id, 4],
      [parts[0]!.id, 1],
    ]);
    const [audit] = await auditOf(project.id);
    expect(audit?.action).toBe('project.update');
    expect(Object.keys(audit?.changes ?? {})).toEqual(['parts']);
    const titled = await call('PATCH', `/api/admin/projects/${project.id}/`, { title: 'Plant Waterer' });
    expect((titled.json() as AdminProject).parts).toHaveLength(2);
  });

  it('refuses parts that name no product, a quantity under 1, and the same product twice', async () => {
    const unknown = await call('PATCH', `/api/admin/projects/${project.id}/`, {
      parts: [{ product_id: 999_999, quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      parts: ['No product has the id 999999: pick parts from the catalogue.'],
    });
    const none = await call('POST', '/api/admin/projects/', {
      ...plantWaterer(),
      slug: 'zero-parts',
      parts: [{ product_id: parts[0]!.id, quantity: 0 }],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ parts: ['A part’s quantity must be at least 1.'] });
    const twice = await call('PATCH', `/api/admin/projects/${project.id}/`, {
      parts: [
        { product_id: parts[0]!.id, quantity: 1 },
        { product_id: parts[0]!.id, quantity: 3 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json())).toEqual(['parts']);
    const kept = (await call('GET', `/api/admin/projects/${project.id}/`)).json() as AdminProject;
    expect(kept.parts).toHaveLength(2);
  });

  it('refuses a slug another project uses with 409', async () => {
    const existing = (await shopProjects())[0]!;
    const taken = await call('POST', '/api/admin/projects/', { ...plantWaterer(), slug: existing.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: `Another project already uses the slug “${existing.slug}”. Choose another one.`,
    });
    expect((await call('PATCH', `/api/admin/projects/${project.id}/`, { slug: existing.slug })).statusCode).toBe(409);
  });

  it('answers other bad input with field messages, an unknown project with 404', async () => {
    const bad = await call('POST', '/api/admin/projects/', {
      ...plantWaterer(),
      slug: 'ok-slug',
      category: 'space-projects',
      difficulty_level: 'Easy',
      featured_image: '',
      steps: [{ title: 'No body', body: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['category', 'difficulty_level', 'featured_image', 'steps']);
    expect((await call('GET', '/api/admin/projects/999999/')).json()).toEqual({ detail: 'Project not found.' });
  });
});
