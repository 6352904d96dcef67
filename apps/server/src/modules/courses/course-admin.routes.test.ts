// Courses in the back office: a course is on GET /api/courses/ exactly while it is published, bad
// input is a 400 with field messages, a taken slug a 409, and every write is audited.
import type { AdminCourse, AuditEntry, Course, CourseCreateInput, Paginated } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../testing/app-hooks.js';
import { signUpStaff } from '../../testing/staff.js';

const {
  ctx,
  staff: { clerk, owner },
} = staffTestApp({ clerk: ['catalogue'], owner: ['owner'] });

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: clerk.auth, ...(payload ? { payload } : {}) });

const shopCourses = async () =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/courses/' })).json() as Paginated<Course>).results;
const auditOf = async (id: number) =>
  (
    (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/?entity=course&page_size=100', headers: owner.auth })
    ).json() as Paginated<AuditEntry>
  ).results.filter((entry) => entry.entity_id === String(id));

const drones: CourseCreateInput = {
  slug: 'drones-from-scratch',
  title: '  Drones from Scratch ',
  description: 'Build and fly a quadcopter.\r\nFrom frame to first hover.',
  instructor: 'Asha Rao',
  duration: '6 weeks',
  level: 'Intermediate',
  price: 2499.5,
  image: '/media/parts/drone.svg',
  topics: ['Flight controllers', '', 'PID tuning', 'LiPo safety'],
  syllabus: [{ title: 'The frame', lessons: ['Motors and props', 'ESCs'] }],
  kit: ['F405 flight controller'],
};

describe('/api/admin/courses/', () => {
  let course: AdminCourse;

  it('lists every course, unpublished ones too, with search and a published filter', async () => {
    const all = (await call('GET', '/api/admin/courses/')).json() as Paginated<AdminCourse>;
    expect(all.count).toBe(6);
    expect(all.results[0]).toMatchObject({ is_published: true, price: expect.any(Number) });
    const found = (await call('GET', '/api/admin/courses/?q=arduino')).json() as Paginated<AdminCourse>;
    expect(found.results.map((c) => c.slug)).toContain('arduino-from-zero');
    const drafts = (await call('GET', '/api/admin/courses/?published=false')).json() as Paginated<AdminCourse>;
    expect(drafts.count).toBe(0);
  });

  it('creates a course unpublished by default: not on the storefront until published, and audited', async () => {
    const created = await call('POST', '/api/admin/courses/', drones);
    expect(created.statusCode, created.body).toBe(201);
    course = created.json() as AdminCourse;
    expect(course).toMatchObject({
      slug: 'drones-from-scratch',
      title: 'Drones from Scratch',
      description: 'Build and fly a quadcopter.\nFrom frame to first hover.',
      price: 2499.5,
      topics: ['Flight controllers', 'PID tuning', 'LiPo safety'],
      students: 0,
      is_published: false,
      is_featured: false,
    });
    expect((await shopCourses()).map((c) => c.slug)).not.toContain('drones-from-scratch');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/courses/drones-from-scratch/' })).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/courses/${course.id}/`)).json()).toEqual(course);
    const [audit] = await auditOf(course.id);
    expect(audit).toMatchObject({ action: 'course.create', actor_username: clerk.username });
    expect(audit?.changes.price_paise).toEqual({ before: null, after: 249_950 });
  });

  it('publishes and unpublishes: the storefront shows and hides the course at once', async () => {
    const published = await call('PATCH', `/api/admin/courses/${course.id}/`, { is_published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect((await shopCourses()).find((c) => c.slug === 'drones-from-scratch')).toMatchObject({
      title: 'Drones from Scratch',
      price: 2499.5,
      image: '/media/parts/drone.svg',
    });
    const detail = await ctx.app.inject({ method: 'GET', url: '/api/courses/drones-from-scratch/' });
    expect(detail.json()).toMatchObject({ syllabus: drones.syllabus, kit: drones.kit });

    expect((await call('PATCH', `/api/admin/courses/${course.id}/`, { is_published: false })).statusCode).toBe(200);
    expect((await shopCourses()).map((c) => c.slug)).not.toContain('drones-from-scratch');
    expect((await auditOf(course.id)).slice(0, 2).map((a) => a.action)).toEqual(['course.unpublish', 'course.publish']);
  });

  it('edits the fields given and records only what changed', async () => {
    const edited = await call('PATCH', `/api/admin/courses/${course.id}/`, { price: 1999, level: 'Beginner' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price: 1999, level: 'Beginner', title: 'Drones from Scratch' });
    const [audit] = await auditOf(course.id);
    expect(audit?.action).toBe('course.update');
    expect(audit?.changes).toEqual({
      level: { before: 'Intermediate', after: 'Beginner' },
      price_paise: { before: 249_950, after: 199_900 },
    });
  });

  it('refuses a slug another course uses with 409, on create and on edit', async () => {
    const taken = await call('POST', '/api/admin/courses/', { ...drones, slug: 'arduino-from-zero' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: 'Another course already uses the slug “arduino-from-zero”. Choose another one.',
    });
    const renamed = await call('PATCH', `/api/admin/courses/${course.id}/`, { slug: 'arduino-from-zero' });
    expect(renamed.statusCode).toBe(409);
  });

  it('answers bad input with field messages, an unknown course with 404', async () => {
    const bad = await call('POST', '/api/admin/courses/', {
      ...drones,
      slug: '123',
      title: '',
      level: 'Expert',
      price: 10.555,
      image: 'https://elsewhere.example/x.png',
      syllabus: [{ title: 'Empty', lessons: [] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['image', 'level', 'price', 'slug', 'syllabus', 'title']);
    expect((await call('PATCH', `/api/admin/courses/${course.id}/`, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/courses/999999/', { title: 'Gone' })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/courses/999999/')).json()).toEqual({ detail: 'Course not found.' });
  });

  it('is closed to staff without the catalogue role', async () => {
    const orders = await signUpStaff(ctx.app, ctx.database.db, ['orders']);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/courses/', headers: orders.auth });
    expect(refused.statusCode).toBe(403);
  });
});
