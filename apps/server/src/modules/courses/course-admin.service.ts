import type { AdminContentListQuery, CourseCreateValues, CourseUpdateValues, Paginated } from '@makerbazaar/core';
import { asc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { courses } from '../../db/schema/courses.js';
import { adminContentSelection } from '../../lib/admin-content-list.js';
import { recordContentChange, recordCreation } from '../../lib/audit-entries.js';
import { notFound } from '../../lib/errors.js';
import { countRows, onePage, paginate } from '../../lib/pagination.js';
import { answeringSlugConflicts } from '../../lib/unique-violations.js';
import type { AuditActor, AuditedFields } from '../audit/audit.service.js';
import { type CourseRow, courseWords } from './courses.service.js';

const COURSE_NOT_FOUND = 'Course not found.';

/** A course's editable fields as the services take them: the price in paise. */
export type CourseContent = Omit<CourseCreateValues, 'price'> & { pricePaise: number };
export type CourseChanges = Omit<CourseUpdateValues, 'price'> & { pricePaise?: number };

/** Every course, published or not, by words in the title or slug, in the storefront's order. */
export async function listAdminCourses(
  db: Queryable,
  query: AdminContentListQuery,
  url: string,
): Promise<Paginated<CourseRow>> {
  const { where, page } = adminContentSelection(courses, query);
  const total = await countRows(db, courses, where);
  const rows = await onePage(
    db.select().from(courses).where(where).orderBy(asc(courses.sortOrder), asc(courses.id)).$dynamic(),
    page,
  );
  return paginate(url, page, total, rows);
}

export async function getAdminCourse(db: Queryable, id: number): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/** What the audit log keeps of a course: what staff edit, named as the admin API names it, the price in paise. */
function audited(row: CourseRow): AuditedFields {
  return {
    ...courseWords(row),
    price_paise: row.pricePaise,
    image: row.image,
    topics: row.topics,
    syllabus: row.syllabus,
    kit: row.kit,
    is_featured: row.isFeatured,
    is_published: row.isActive,
    sort_order: row.sortOrder,
  };
}

function columnsOf(content: CourseChanges): Partial<typeof courses.$inferInsert> {
  return {
    slug: content.slug,
    title: content.title,
    description: content.description,
    instructor: content.instructor,
    duration: content.duration,
    level: content.level,
    pricePaise: content.pricePaise,
    image: content.image,
    topics: content.topics,
    syllabus: content.syllabus,
    kit: content.kit,
    isFeatured: content.is_featured,
    isActive: content.is_published,
    sortOrder: content.sort_order,
  };
}

export async function createCourse(db: Database, actor: AuditActor, content: CourseContent): Promise<CourseRow> {
  return answeringSlugConflicts('course', content.slug, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(courses)
        .values({ ...columnsOf(content), rating: 0, students: 0 } as typeof courses.$inferInsert)
        .returning();
      if (!row) throw new Error('the course was not written');
      await recordCreation(tx, actor, 'course', row.id, audited(row));
      return row;
    }),
  );
}

export async function updateCourse(
  db: Database,
  actor: AuditActor,
  id: number,
  changes: CourseChanges,
): Promise<CourseRow> {
  return answeringSlugConflicts('course', changes.slug, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
      if (!before) throw notFound(COURSE_NOT_FOUND);
      const [after] = await tx.update(courses).set(columnsOf(changes)).where(eq(courses.id, id)).returning();
      if (!after) throw notFound(COURSE_NOT_FOUND);
      await recordContentChange(tx, actor, 'course', id, audited(before), audited(after));
      return after;
    }),
  );
}
