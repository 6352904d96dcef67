import { formatPaise, type Paginated } from '@makerbazaar/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { courseEnrollments, courses } from '../../db/schema/courses.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import { byIdOrSlug } from '../../lib/id-or-slug.js';
import { countRows, onePage, type PageRequest, paginate } from '../../lib/pagination.js';
import { recordEvent } from '../events/domain-events.js';

const COURSE_NOT_FOUND = 'Course not found.';

export type CourseRow = typeof courses.$inferSelect;

/** A course's words as the API names them, alike on the storefront, in the back office and in the audit log. */
export function courseWords(row: CourseRow) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    instructor: row.instructor,
    duration: row.duration,
    level: row.level,
  };
}

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

/**
 * Enrols a customer once, inside the caller's transaction (a free course's one click, or the
 * verified payment of a paid one, opened by `withRetriedTransaction`): the first time also counts
 * a student and records `course.enrolled`, whose subscriber e-mails the course access details.
 */
export async function enrolInTransaction(
  tx: Transaction,
  userId: number,
  course: CourseRow,
): Promise<{ enrollment: EnrollmentRow; created: boolean }> {
  // The unique index makes a second request (even one sent at the same moment) insert nothing.
  const [created] = await tx
    .insert(courseEnrollments)
    .values({ userId, courseId: course.id })
    .onConflictDoNothing({ target: [courseEnrollments.userId, courseEnrollments.courseId] })
    .returning({ enrolledAt: courseEnrollments.enrolledAt });
  if (!created) {
    const [existing] = await tx
      .select({ enrolledAt: courseEnrollments.enrolledAt })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, course.id)));
    if (!existing) throw new Error('enrolment neither created nor found');
    return { enrollment: { course, enrolledAt: existing.enrolledAt }, created: false };
  }
  const [counted] = await tx
    .update(courses)
    .set({ students: sql`${courses.students} + 1` })
    .where(eq(courses.id, course.id))
    .returning();
  if (!counted) throw new Error('enrolment lost its course');
  const { id, slug, title, instructor, duration, level, syllabus, kit } = counted;
  await recordEvent(tx, {
    type: 'course.enrolled',
    payload: {
      userId,
      course: {
        id,
        slug,
        title,
        instructor,
        duration,
        level,
        syllabus: syllabus.map((m) => ({ title: m.title })),
        kit,
      },
    },
  });
  return { enrollment: { course: counted, enrolledAt: created.enrolledAt }, created: true };
}

/** Whether the customer already has the course. */
export async function isEnrolled(db: Queryable, userId: number, courseId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
  return found !== undefined;
}

/** A course by id, active or not (a bought course stays the customer's after it is withdrawn). */
export async function courseById(db: Queryable, courseId: number): Promise<CourseRow | undefined> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  return course;
}

/**
 * The one-click enrolment of a free course. A paid course is bought instead (an online order):
 * clicking Enrol on one is refused, and a customer who already has it is answered as enrolled.
 */
export async function enrollInCourse(
  db: Database,
  userId: number,
  courseId: number,
): Promise<{ enrollment: EnrollmentRow; created: boolean }> {
  return withRetriedTransaction(db, async (tx) => {
    const [course] = await tx
      .select()
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.isActive, true)));
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (course.pricePaise > 0 && !(await isEnrolled(tx, userId, course.id))) {
      throw conflict(
        `${course.title} costs ${formatPaise(course.pricePaise)}: buy it online to enrol. You are enrolled as soon as the payment is confirmed.`,
      );
    }
    return enrolInTransaction(tx, userId, course);
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
  const total = await countRows(db, courseEnrollments, mine);
  const rows = await onePage(
    db
      .select({ course: courses, enrolledAt: courseEnrollments.enrolledAt })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(mine)
      .orderBy(desc(courseEnrollments.enrolledAt), desc(courseEnrollments.id))
      .$dynamic(),
    page,
  );
  return paginate(url, page, total, rows);
}
