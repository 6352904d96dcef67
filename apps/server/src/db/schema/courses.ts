import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, writtenAt } from './columns.js';
import { users } from './users.js';

export interface SyllabusModule {
  title: string;
  lessons: string[];
}

export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    instructor: text('instructor').notNull(),
    duration: text('duration').notNull(),
    level: text('level', { enum: ['Beginner', 'Intermediate', 'Advanced'] }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    image: text('image').notNull(),
    rating: real('rating').notNull().default(0),
    students: integer('students').notNull().default(0),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    syllabus: jsonb('syllabus').$type<SyllabusModule[]>().notNull().default([]),
    kit: jsonb('kit').$type<string[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('courses_slug_key').on(t.slug), index('courses_sort_idx').on(t.sortOrder)],
);

/** A customer's place on a course; one per customer and course. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    enrolledAt: writtenAt('enrolled_at'),
  },
  (t) => [
    uniqueIndex('course_enrollments_user_course_key').on(t.userId, t.courseId),
    index('course_enrollments_user_enrolled_idx').on(t.userId, t.enrolledAt),
  ],
);
