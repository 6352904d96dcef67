import { type Course, type CourseDetail, paiseToRupees } from '@makerbazaar/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { courses } from '../../db/schema/courses.js';
import { notFound } from '../../lib/errors.js';
import type { PartImageKind } from '../../seed/catalogue.types.js';
import { partImageUrl } from '../../seed/part-images.js';

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
  const match = /^\d{1,9}$/.test(idOrSlug)
    ? eq(courses.id, Number(idOrSlug))
    : eq(courses.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.isActive, true), match))
    .limit(1);
  if (!row) throw notFound('Course not found.');
  return { ...toCourse(row), syllabus: row.syllabus, kit: row.kit };
}
