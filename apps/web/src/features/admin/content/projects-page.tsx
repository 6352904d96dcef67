import { type AdminProjectSummary, PROJECT_CATEGORIES } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useListParams } from '../components/list-params';
import { ListPage } from '../kit/list-page';
import { useAdminProjects } from './api/projects';
import { ContentListToolbar, PublishedBadge } from './content-list-toolbar';
import { PublishToggle } from './publish-toggle';

const PAGE_SIZE = 20;
const categoryName = new Map<string, string>(PROJECT_CATEGORIES.map((c) => [c.id, c.name]));

/** /admin/projects: every project, drafts too, featured first as the storefront lists them. */
export default function ProjectsPage() {
  const { params, page, setParams } = useListParams();
  const projects = useAdminProjects({ page, pageSize: PAGE_SIZE, q: params.q, published: params.published });

  const columns = useMemo<ColumnDef<AdminProjectSummary, unknown>[]>(
    () => [
      {
        id: 'title',
        header: 'Project',
        cell: ({ row: { original: project } }) => (
          <div className="flex min-w-56 items-center gap-3">
            <img
              src={project.featured_image}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              className="size-10 shrink-0 rounded-md border bg-muted object-cover"
            />
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <Link to={`/admin/projects/${project.id}`} className="font-medium hover:underline">
                {project.title}
              </Link>
              <div className="text-xs text-muted-foreground">
                {categoryName.get(project.category)} · {project.difficulty_level} · {project.estimated_time}
              </div>
            </div>
          </div>
        ),
      },
      {
        id: 'parts',
        header: 'Parts',
        cell: ({ row }) => formatNumber(row.original.parts_count),
      },
      { id: 'views', header: 'Views', cell: ({ row }) => formatNumber(row.original.views_count) },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row: { original: project } }) => (
          <div className="flex flex-wrap items-center gap-1">
            <PublishedBadge published={project.is_published} />
            {project.is_featured ? <span className="text-xs text-muted-foreground">Featured</span> : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: project } }) => (
          <div className="flex justify-end">
            <PublishToggle kind="project" id={project.id} title={project.title} published={project.is_published} />
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <ListPage
      title="Projects"
      description="The DIY builds on /projects, each with the catalogue parts it needs."
      actions={
        <Button asChild>
          <Link to="/admin/projects/new">
            <Plus aria-hidden /> New project
          </Link>
        </Button>
      }
      toolbar={
        <ContentListToolbar what="projects" q={params.q ?? ''} published={params.published} onChange={setParams} />
      }
      caption="Projects"
      columns={columns}
      pageSize={PAGE_SIZE}
      getRowId={(project) => String(project.id)}
      empty={params.q || params.published ? 'No project matches these filters.' : 'There are no projects yet.'}
      query={projects}
      failed="The projects could not be loaded."
      list={{ page, setParams }}
    />
  );
}
