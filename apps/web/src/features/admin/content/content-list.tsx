import type { Paginated } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useListParams } from '../components/list-params';
import { ListPage, type ListQuery } from '../kit/list-page';
import { Thumbnail } from '../kit/thumbnail';
import type { ContentListParams } from './api/content-keys';
import { ContentListToolbar, PublishedBadge } from './content-list-toolbar';
import { capitalised } from './editor-fields';
import { PublishToggle } from './publish-toggle';

const PAGE_SIZE = 20;

/** What every row of a storefront content list (a course, a project) has. */
interface ContentRow {
  id: number;
  title: string;
  is_published: boolean;
  is_featured: boolean;
}

/** One kind of content's list: its words, its query, and the columns only it has. */
export interface ContentListConfig<Row extends ContentRow> {
  noun: 'course' | 'project';
  plural: string;
  description: string;
  useList: (params: ContentListParams) => ListQuery<Paginated<Row>>;
  /** The row's picture, and how it sits in its square. */
  picture: (row: Row) => string;
  pictureFit: string;
  /** The line under the title (level, duration, instructor). */
  summary: (row: Row) => string;
  /** Its own columns between the title and the status. */
  columns: ColumnDef<Row, unknown>[];
}

/** /admin/<plural>: every record of one kind, drafts too, in the storefront's order. */
export function ContentListPage<Row extends ContentRow>({ config }: { config: ContentListConfig<Row> }) {
  const { params, page, setParams } = useListParams();
  const list = config.useList({ page, pageSize: PAGE_SIZE, q: params.q, published: params.published });
  const Noun = capitalised(config.noun);

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        id: 'title',
        header: Noun,
        cell: ({ row: { original: row } }) => (
          <div className="flex min-w-56 items-center gap-3">
            <Thumbnail src={config.picture(row)} className={cn('rounded-md bg-muted', config.pictureFit)} />
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <Link to={`/admin/${config.plural}/${row.id}`} className="font-medium hover:underline">
                {row.title}
              </Link>
              <div className="text-xs text-muted-foreground">{config.summary(row)}</div>
            </div>
          </div>
        ),
      },
      ...config.columns,
      {
        id: 'status',
        header: 'Status',
        cell: ({ row: { original: row } }) => (
          <div className="flex flex-wrap items-center gap-1">
            <PublishedBadge published={row.is_published} />
            {row.is_featured ? <span className="text-xs text-muted-foreground">Featured</span> : null}
          </div>
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: row } }) => (
          <div className="flex justify-end">
            <PublishToggle kind={config.noun} id={row.id} title={row.title} published={row.is_published} />
          </div>
        ),
      },
    ],
    [config, Noun],
  );

  return (
    <ListPage
      title={capitalised(config.plural)}
      description={config.description}
      actions={
        <Button asChild>
          <Link to={`/admin/${config.plural}/new`}>
            <Plus aria-hidden /> New {config.noun}
          </Link>
        </Button>
      }
      toolbar={<ContentListToolbar what={config.plural} />}
      caption={capitalised(config.plural)}
      columns={columns}
      pageSize={PAGE_SIZE}
      empty={
        params.q || params.published ? `No ${config.noun} matches these filters.` : `There are no ${config.plural} yet.`
      }
      query={list}
      failed={`The ${config.plural} could not be loaded.`}
      list={{ page, setParams }}
    />
  );
}
