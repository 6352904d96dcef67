// What other features show of courses.
export { courseQueryOptions, coursesQueryOptions } from './api/get-courses';
export { enrollmentsQueryOptions } from './api/get-enrollments';
export { formatCoursePrice } from './enrolment';
export { MyCourses } from './my-courses';
