import type { CourseCreateValues } from '@makerbazaar/core';
import { contentApi } from './content-api';

export const courseApi = contentApi<'courses', CourseCreateValues>('courses');
