// What other features show of courses.
export { coursesQueryOptions } from './api/get-courses';
export { MyCourses } from './my-courses';
