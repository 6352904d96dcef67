import type { Course, CourseDetail, Paginated } from '@makerbazaar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('courses', () => {
  it('lists six courses with the fields the course cards read', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/courses/' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Paginated<Course>;
    expect(list.count).toBe(6);
    for (const course of list.results) {
      expect(['Beginner', 'Intermediate', 'Advanced']).toContain(course.level);
      expect(course.topics.length).toBeGreaterThanOrEqual(3);
      expect(course.image).toMatch(/^\/media\/parts\/.+\.svg$/);
      expect(course.price).toBeGreaterThan(0);
    }
  });

  it('offers exactly four featured courses for the header menu', async () => {
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/courses/?featured=true' })
    ).json() as Paginated<Course>;
    expect(list.results).toHaveLength(4);
    expect(list.results.every((c) => c.is_featured)).toBe(true);
  });

  it('returns one course with its syllabus by slug or id, and 404 for an unknown one', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/courses/' })).json() as Paginated<Course>;
    const first = list.results[0]!;
    const bySlug = (await ctx.app.inject({ method: 'GET', url: `/api/courses/${first.slug}/` })).json() as CourseDetail;
    expect(bySlug.syllabus.length).toBeGreaterThan(0);
    expect(bySlug.syllabus[0]!.lessons.length).toBeGreaterThan(0);
    const byId = (await ctx.app.inject({ method: 'GET', url: `/api/courses/${first.id}/` })).json() as CourseDetail;
    expect(byId.slug).toBe(first.slug);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/courses/no-such-course/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Course not found.' });
  });
});
