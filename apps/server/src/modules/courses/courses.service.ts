import type { Paginated } from '@makerbazaar/core';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { courseEnrollments, courses } from '../../db/schema/courses.js';
import { notFound } from '../../lib/errors.js';
import { byIdOrSlug } from '../../lib/id-or-slug.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { enqueueEmail } from '../email/outbox.service.js';
import { courseEnrolmentEmail } from '../email/templates.js';
import { emailRecipient } from '../users/users.service.js';

const COURSE_NOT_FOUND = 'Course not found.';

export type CourseRow = typeof courses.$inferSelect;

export interface EnrollmentRow {
  course: CourseRow;
  enrolledAt: Date;
}

export async function listCourses(db: Queryable, filter: { featured?: boolean }): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.isActive, true),
        filter.featured === undefined ? undefined : eq(courses.isFeatured, filter.featured),
      ),
    )
    .orderBy(asc(courses.sortOrder), asc(courses.id));
}

export async function getCourse(db: Queryable, idOrSlug: string): Promise<CourseRow> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.isActive, true), byIdOrSlug(courses.id, courses.slug, idOrSlug)))
    .limit(1);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/** Enrols a customer once: the first time also counts a student and e-mails the course access details. */
export async function enrollInCourse(
  db: Database,
  userId: number,
  courseId: number,
  shopUrl: string,
): Promise<{ enrollment: EnrollmentRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select()
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.isActive, true)));
    if (!course) throw notFound(COURSE_NOT_FOUND);
    // The unique index makes a second request (even one sent at the same moment) insert nothing.
    const [created] = await tx
      .insert(courseEnrollments)
      .values({ userId, courseId })
      .onConflictDoNothing({ target: [courseEnrollments.userId, courseEnrollments.courseId] })
      .returning({ enrolledAt: courseEnrollments.enrolledAt });
    if (!created) {
      const [existing] = await tx
        .select({ enrolledAt: courseEnrollments.enrolledAt })
        .from(courseEnrollments)
        .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
      if (!existing) throw new Error('enrolment neither created nor found');
      return { enrollment: { course, enrolledAt: existing.enrolledAt }, created: false };
    }
    const [counted] = await tx
      .update(courses)
      .set({ students: sql`${courses.students} + 1` })
      .where(eq(courses.id, courseId))
      .returning();
    const customer = await emailRecipient(tx, userId);
    if (!counted || !customer) throw new Error('enrolment lost its course or customer');
    await enqueueEmail(tx, courseEnrolmentEmail(customer, counted, shopUrl));
    return { enrollment: { course: counted, enrolledAt: created.enrolledAt }, created: true };
  });
}

/** The customer's courses, the latest enrolment first. */
export async function listEnrollments(
  db: Queryable,
  userId: number,
  page: PageRequest,
  url: string,
): Promise<Paginated<EnrollmentRow>> {
  const mine = eq(courseEnrollments.userId, userId);
  const [total] = await db.select({ n: count() }).from(courseEnrollments).where(mine);
  const rows = await db
    .select({ course: courses, enrolledAt: courseEnrollments.enrolledAt })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(mine)
    .orderBy(desc(courseEnrollments.enrolledAt), desc(courseEnrollments.id))
    .limit(page.pageSize)
    .offset(pageOffset(page));
  return paginate(url, page, total?.n ?? 0, rows);
}
