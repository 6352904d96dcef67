import { type Course, type CourseDetail, type Enrollment, type Paginated, paiseToRupees } from '@makerbazaar/core';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { courseEnrollments, courses } from '../../db/schema/courses.js';
import { notFound } from '../../lib/errors.js';
import { byIdOrSlug } from '../../lib/id-or-slug.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import type { PartImageKind } from '../../seed/catalogue.types.js';
import { partImageUrl } from '../../seed/part-images.js';
import { enqueueEmail } from '../email/outbox.service.js';
import { courseEnrolmentEmail } from '../email/templates.js';
import { emailRecipient } from '../users/users.service.js';

const COURSE_NOT_FOUND = 'Course not found.';

type CourseRow = typeof courses.$inferSelect;

function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    instructor: row.instructor,
    duration: row.duration,
    level: row.level,
    price: paiseToRupees(row.pricePaise),
    image: row.image.startsWith('/') ? row.image : partImageUrl(row.image as PartImageKind),
    rating: row.rating,
    students: row.students,
    topics: row.topics,
    is_featured: row.isFeatured,
  };
}

export async function listCourses(db: Queryable, filter: { featured?: boolean }): Promise<Course[]> {
  const rows = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.isActive, true),
        filter.featured === undefined ? undefined : eq(courses.isFeatured, filter.featured),
      ),
    )
    .orderBy(asc(courses.sortOrder), asc(courses.id));
  return rows.map(toCourse);
}

export async function getCourse(db: Queryable, idOrSlug: string): Promise<CourseDetail> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.isActive, true), byIdOrSlug(courses.id, courses.slug, idOrSlug)))
    .limit(1);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return { ...toCourse(row), syllabus: row.syllabus, kit: row.kit };
}

/** Enrols a customer once: the first time also counts a student and e-mails the course access details. */
export async function enrollInCourse(
  db: Database,
  userId: number,
  courseId: number,
  shopUrl: string,
): Promise<{ enrollment: Enrollment; created: boolean }> {
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
      return {
        enrollment: { course: toCourse(course), enrolled_at: existing.enrolledAt.toISOString() },
        created: false,
      };
    }
    const [counted] = await tx
      .update(courses)
      .set({ students: sql`${courses.students} + 1` })
      .where(eq(courses.id, courseId))
      .returning();
    const customer = await emailRecipient(tx, userId);
    if (!counted || !customer) throw new Error('enrolment lost its course or customer');
    await enqueueEmail(tx, courseEnrolmentEmail(customer, counted, shopUrl));
    return { enrollment: { course: toCourse(counted), enrolled_at: created.enrolledAt.toISOString() }, created: true };
  });
}

/** The customer's courses, the latest enrolment first. */
export async function listEnrollments(
  db: Queryable,
  userId: number,
  page: PageRequest,
  url: string,
): Promise<Paginated<Enrollment>> {
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
  return paginate(
    url,
    page,
    total?.n ?? 0,
    rows.map((row) => ({ course: toCourse(row.course), enrolled_at: row.enrolledAt.toISOString() })),
  );
}
