import { rupeesToPaise } from '@makerbazaar/core';
import type { Database } from '../db/client.js';
import { courses } from '../db/schema/courses.js';
import { SEED_COURSES } from './courses.data.js';

/** Loads the sample courses; existing ones (matched by slug) are left as they are. */
export async function seedCourses(db: Database): Promise<number> {
  const inserted = await db
    .insert(courses)
    .values(
      SEED_COURSES.map((c, index) => ({
        slug: c.slug,
        title: c.title,
        description: c.description,
        instructor: c.instructor,
        duration: c.duration,
        level: c.level,
        pricePaise: rupeesToPaise(c.price),
        image: c.image,
        rating: c.rating,
        students: c.students,
        topics: c.topics,
        syllabus: c.syllabus,
        kit: c.kit,
        isFeatured: c.isFeatured,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing({ target: courses.slug })
    .returning({ id: courses.id });
  return inserted.length;
}
