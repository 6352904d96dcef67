// What other features show of courses.
export { courseQueryOptions, coursesQueryOptions } from './api/get-courses';
export { enrollmentsQueryOptions } from './api/get-enrollments';
export { CourseCover } from './course-cover';
export { formatCoursePrice } from './enrolment';
export { MyCourses } from './my-courses';
