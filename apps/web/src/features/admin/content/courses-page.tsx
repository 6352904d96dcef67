import type { AdminCourse } from '@makerbazaar/core';
import { formatNumber, formatRupees } from '@/lib/format';
import { courseApi } from './api/courses';
import { type ContentListConfig, ContentListPage } from './content-list';

const coursesList: ContentListConfig<AdminCourse> = {
  noun: 'course',
  plural: 'courses',
  description: 'The courses on /courses. Drafts stay hidden from customers until you publish them.',
  useList: courseApi.useList,
  picture: (course) => course.image,
  pictureFit: 'object-contain p-1',
  summary: (course) => `${course.level} · ${course.duration} · ${course.instructor}`,
  columns: [
    { id: 'price', header: 'Price', cell: ({ row }) => formatRupees(row.original.price) },
    { id: 'students', header: 'Students', cell: ({ row }) => formatNumber(row.original.students) },
  ],
};

/** /admin/courses: every course, drafts too, in the storefront's order. */
export default function CoursesPage() {
  return <ContentListPage config={coursesList} />;
}
