import type { AdminCourse } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatNumber, formatRupees } from '@/lib/format';
import { useListParams } from '../components/list-params';
import { ListPage } from '../kit/list-page';
import { useAdminCourses } from './api/courses';
import { ContentListToolbar, PublishedBadge } from './content-list-toolbar';
import { PublishToggle } from './publish-toggle';

const PAGE_SIZE = 20;

/** /admin/courses: every course, drafts too, in the storefront's order. */
export default function CoursesPage() {
  const { params, page, setParams } = useListParams();
  const courses = useAdminCourses({ page, pageSize: PAGE_SIZE, q: params.q, published: params.published });

  const columns = useMemo<ColumnDef<AdminCourse, unknown>[]>(
    () => [
      {
        id: 'title',
        header: 'Course',
        cell: ({ row: { original: course } }) => (
          <div className="flex min-w-56 items-center gap-3">
            <img
              src={course.image}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              className="size-10 shrink-0 rounded-md border bg-muted object-contain p-1"
            />
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <Link to={`/admin/courses/${course.id}`} className="font-medium hover:underline">
                {course.title}
              </Link>
              <div className="text-xs text-muted-foreground">
                {course.level} · {course.duration} · {course.instructor}
              </div>
            </div>
          </div>
        ),
      },
      { id: 'price', header: 'Price', cell: ({ row }) => formatRupees(row.original.price) },
      { id: 'students', header: 'Students', cell: ({ row }) => formatNumber(row.original.students) },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row: { original: course } }) => (
          <div className="flex flex-wrap items-center gap-1">
            <PublishedBadge published={course.is_published} />
            {course.is_featured ? <span className="text-xs text-muted-foreground">Featured</span> : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: course } }) => (
          <div className="flex justify-end">
            <PublishToggle kind="course" id={course.id} title={course.title} published={course.is_published} />
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <ListPage
      title="Courses"
      description="The courses on /courses. Drafts stay hidden from customers until you publish them."
      actions={
        <Button asChild>
          <Link to="/admin/courses/new">
            <Plus aria-hidden /> New course
          </Link>
        </Button>
      }
      toolbar={
        <ContentListToolbar what="courses" q={params.q ?? ''} published={params.published} onChange={setParams} />
      }
      caption="Courses"
      columns={columns}
      pageSize={PAGE_SIZE}
      getRowId={(course) => String(course.id)}
      empty={params.q || params.published ? 'No course matches these filters.' : 'There are no courses yet.'}
      query={courses}
      failed="The courses could not be loaded."
      list={{ page, setParams }}
    />
  );
}
