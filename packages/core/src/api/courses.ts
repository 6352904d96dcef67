import { z } from 'zod';
import { imageVariantSchema } from './admin-images.js';
import { booleanParam, idParam, paginatedSchema } from './common.js';

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const courseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  instructor: z.string(),
  duration: z.string(),
  level: z.enum(COURSE_LEVELS),
  /** Rupees. */
  price: z.number(),
  image: z.string(),
  /** The picture's WebP copies, smallest first, when it is one of the sample drawings. */
  image_variants: z.array(imageVariantSchema),
  rating: z.number(),
  students: z.number().int(),
  topics: z.array(z.string()),
  is_featured: z.boolean(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseDetailSchema = courseSchema.extend({
  syllabus: z.array(z.object({ title: z.string(), lessons: z.array(z.string()) })),
  kit: z.array(z.string()),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const courseListSchema = paginatedSchema(courseSchema);

export const courseListQuerySchema = z.object({ featured: booleanParam.optional() });

export const courseIdParamsSchema = z.object({ id: idParam });

/** The enrolment toast's sentence: the server answers it as `detail`, and the storefront shows it as it came. */
export const enrolledMessage = (title: string) => `Enrolled in ${title}! Check your email for course access.`;

export const enrollmentSchema = z.object({
  course: courseSchema,
  enrolled_at: z.string(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** The answer to `POST /api/courses/{id}/enroll/`: 201 the first time, 200 when already enrolled. */
export const enrollResultSchema = enrollmentSchema.extend({
  /** The enrolment toast's text (`enrolledMessage`). */
  detail: z.string(),
});
export type EnrollResult = z.infer<typeof enrollResultSchema>;

/** `GET /api/enrollments/`: the signed-in customer's courses, newest enrolment first. */
export const enrollmentListSchema = paginatedSchema(enrollmentSchema);
