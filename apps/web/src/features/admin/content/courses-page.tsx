import type { AdminCourse } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { formatNumber, formatRupees } from '@/lib/format';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { useListParams } from '../components/list-params';
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
    <>
      <AdminPageHeader
        title="Courses"
        description="The courses on /courses. Drafts stay hidden from customers until you publish them."
        actions={
          <Button asChild>
            <Link to="/admin/courses/new">
              <Plus aria-hidden /> New course
            </Link>
          </Button>
        }
      />
      <ContentListToolbar what="courses" q={params.q ?? ''} published={params.published} onChange={setParams} />
      <DataTable
        caption="Courses"
        columns={columns}
        data={courses.data}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => setParams({ page: next })}
        getRowId={(course) => String(course.id)}
        empty={params.q || params.published ? 'No course matches these filters.' : 'There are no courses yet.'}
        error={
          courses.error ? (
            <div className="flex flex-col items-center gap-3">
              The courses could not be loaded.
              <RetryButton variant="outline" size="sm" busy={courses.isFetching} onRetry={() => courses.refetch()} />
            </div>
          ) : undefined
        }
      />
    </>
  );
}
