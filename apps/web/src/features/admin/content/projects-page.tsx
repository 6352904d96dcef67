import { type AdminProjectSummary, PROJECT_CATEGORIES } from '@makerbazaar/core';
import { formatNumber } from '@/lib/format';
import { projectApi } from './api/projects';
import { type ContentListConfig, ContentListPage } from './content-list';

const categoryName = new Map<string, string>(PROJECT_CATEGORIES.map((c) => [c.id, c.name]));

const projectsList: ContentListConfig<AdminProjectSummary> = {
  noun: 'project',
  plural: 'projects',
  description: 'The DIY builds on /projects, each with the catalogue parts it needs.',
  useList: projectApi.useList,
  picture: (project) => project.featured_image,
  pictureFit: 'object-cover',
  summary: (project) =>
    `${categoryName.get(project.category)} · ${project.difficulty_level} · ${project.estimated_time}`,
  columns: [
    { id: 'parts', header: 'Parts', cell: ({ row }) => formatNumber(row.original.parts_count) },
    { id: 'views', header: 'Views', cell: ({ row }) => formatNumber(row.original.views_count) },
  ],
};

/** /admin/projects: every project, drafts too, featured first as the storefront lists them. */
export default function ProjectsPage() {
  return <ContentListPage config={projectsList} />;
}
