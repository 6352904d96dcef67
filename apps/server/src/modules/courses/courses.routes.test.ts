import {
  type Course,
  type CourseDetail,
  type Enrollment,
  type EnrollResult,
  enrolledMessage,
  type Paginated,
} from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseEnrollments, courses } from '../../db/schema/courses.js';
import { outbox } from '../../db/schema/outbox.js';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { testApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';

const ctx = testApp();

describe('courses', () => {
  it('lists six courses with the fields the course cards read', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/courses/' });
    const list = jsonOf<Paginated<Course>>(res);
    expect(list.count).toBe(6);
    for (const course of list.results) {
      expect(['Beginner', 'Intermediate', 'Advanced']).toContain(course.level);
      expect(course.topics.length).toBeGreaterThanOrEqual(3);
      expect(course.image).toMatch(/^\/media\/parts\/.+\.svg$/);
    }
    // The beginners' introduction is free; the other five are bought.
    expect(list.results.filter((c) => c.price === 0).map((c) => c.slug)).toEqual(['arduino-from-zero']);
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

describe('enrolment', () => {
  async function courseBySlug(slug: string) {
    const [row] = await ctx.database.db.select().from(courses).where(eq(courses.slug, slug));
    if (!row) throw new Error(`no course ${slug}`);
    return row;
  }
  const enroll = (id: number | string, headers: Record<string, string>, remoteAddress = '10.9.0.1') =>
    ctx.app.inject({ method: 'POST', url: `/api/courses/${id}/enroll/`, headers, remoteAddress });

  it('enrols once: 201 then 200 with the same enrolment, one row, one more student and one e-mail', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app);
    const before = await courseBySlug('arduino-from-zero');

    const first = await enroll(before.id, auth);
    const enrolled = jsonOf<EnrollResult>(first, 201);
    expect(enrolled.detail).toBe(enrolledMessage(before.title));
    expect(enrolled.detail).toBe(`Enrolled in ${before.title}! Check your email for course access.`);
    expect(enrolled.course).toMatchObject({ id: before.id, slug: 'arduino-from-zero', students: before.students + 1 });

    const again = await enroll(before.id, auth);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(enrolled);

    const rows = await ctx.database.db
      .select()
      .from(courseEnrollments)
      .where(eq(courseEnrollments.courseId, before.id));
    expect(rows).toHaveLength(1);
    expect((await courseBySlug('arduino-from-zero')).students).toBe(before.students + 1);

    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, customer.email), eq(outbox.kind, 'course_enrolment')));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain(before.title);
    expect(mail.text).toContain(before.instructor);
    expect(mail.text).toContain(before.duration);
    expect(mail.text).toContain('http://shop.test/courses/arduino-from-zero');
    for (const part of before.kit) expect(mail.text).toContain(part);
  });

  it('counts a student once when the same customer enrols twice at the same moment', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const before = await courseBySlug('arduino-from-zero');
    const answers = await Promise.all([enroll(before.id, auth), enroll(before.id, auth)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect((await courseBySlug('arduino-from-zero')).students).toBe(before.students + 1);
  });

  it('refuses one-click enrolment in a paid course, saying it is bought', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const paid = await courseBySlug('esp32-iot-wifi-mqtt-dashboards');
    const refused = await enroll(paid.id, auth);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { detail: string }).detail).toBe(
      `${paid.title} costs ₹3,499: buy it online to enrol. You are enrolled as soon as the payment is confirmed.`,
    );
    const rows = await ctx.database.db.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, paid.id));
    expect(rows).toHaveLength(0);
  });

  it('needs a signed-in customer', async () => {
    const course = await courseBySlug('arduino-from-zero');
    const guest = await enroll(course.id, {});
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const forged = await enroll(course.id, { authorization: 'Bearer not-a-token' });
    expect(forged.statusCode).toBe(401);
  });

  it('answers 404 for an unknown or withdrawn course and 400 for an id that is not one', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const unknown = await enroll(999_999, auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Course not found.' });

    const withdrawn = await courseBySlug('pcb-design-kicad-to-fabrication');
    await ctx.database.db.update(courses).set({ isActive: false }).where(eq(courses.id, withdrawn.id));
    const inactive = await enroll(withdrawn.id, auth);
    await ctx.database.db.update(courses).set({ isActive: true }).where(eq(courses.id, withdrawn.id));
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ detail: 'Course not found.' });

    for (const id of ['arduino-from-zero', '0', '99999999999']) {
      const bad = await enroll(id, auth);
      expect(bad.statusCode, id).toBe(400);
      expect(Object.keys(bad.json()), id).toEqual(['id']);
    }
  });

  it("lists the customer's own enrolments, newest first, paginated", async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const other = await signUpAndLogIn(ctx.app);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/courses/' })).json() as Paginated<Course>;
    const [a, b, c] = list.results;
    // Made free for this test, so one click enrols.
    for (const course of [a!, b!, c!]) {
      await ctx.database.db.update(courses).set({ pricePaise: 0 }).where(eq(courses.id, course.id));
    }
    for (const course of [a!, b!, c!]) expect((await enroll(course.id, auth)).statusCode).toBe(201);
    await enroll(a!.id, other.auth);

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/enrollments/?page_size=2', headers: auth });
    const page = jsonOf<Paginated<Enrollment>>(mine);
    expect(page.count).toBe(3);
    expect(page.results.map((e) => e.course.id)).toEqual([c!.id, b!.id]);
    expect(page.next).toBe('/api/enrollments/?page_size=2&page=2');
    const rest = (
      await ctx.app.inject({ method: 'GET', url: page.next!, headers: auth })
    ).json() as Paginated<Enrollment>;
    expect(rest.results.map((e) => e.course.id)).toEqual([a!.id]);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/enrollments/' })).statusCode).toBe(401);
  });

  it('limits enrolments per network address with 429 and a readable detail', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const course = await courseBySlug('arduino-from-zero');
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await enroll(course.id, auth, '10.9.9.9'));
    expect(answers.slice(0, 30).every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    const limited = answers[30]!;
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { detail: string }).detail).toMatch(/^Too many enrolments .* try again in .+\.$/);
  });
});
