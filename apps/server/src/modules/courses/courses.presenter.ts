import {
  type AdminCourse,
  type Course,
  type CourseDetail,
  drawingUrl,
  type Enrollment,
  paiseToRupees,
} from '@makerbazaar/core';
import { drawingCopies } from '../../media/part-images.js';
import { type CourseRow, courseWords, type EnrollmentRow } from './courses.service.js';

export function toCourse(row: CourseRow): Course {
  const image = row.image.startsWith('/') ? row.image : drawingUrl(row.image);
  return {
    id: row.id,
    ...courseWords(row),
    price: paiseToRupees(row.pricePaise),
    image,
    image_variants: drawingCopies(image),
    rating: row.rating,
    students: row.students,
    topics: row.topics,
    is_featured: row.isFeatured,
  };
}

export function toCourseDetail(row: CourseRow): CourseDetail {
  return { ...toCourse(row), syllabus: row.syllabus, kit: row.kit };
}

export function toEnrollment(enrollment: EnrollmentRow): Enrollment {
  return { course: toCourse(enrollment.course), enrolled_at: enrollment.enrolledAt.toISOString() };
}

/** A course in the back office, published or not; the image as the storefront shows it. */
export function toAdminCourse(row: CourseRow): AdminCourse {
  const { is_featured, ...shown } = toCourseDetail(row);
  return {
    ...shown,
    is_featured,
    is_published: row.isActive,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
  };
}
