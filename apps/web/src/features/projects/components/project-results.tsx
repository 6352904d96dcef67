import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectCategoryId } from '@makerbazaar/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { EmptyState } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import { formatNumber } from '@/lib/format';
import { PROJECTS_FETCH_FAILED, projectsQueryOptions } from '../api/get-projects';
import { FeaturedProjectCard, FeaturedProjectSkeleton, ProjectCard, ProjectCardSkeleton } from './project-card';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Projects from the server, all or of one category: loading, error, empty, or the list — with the
 * first one large as the 'Most Popular Project' when `featureFirst` is set — and "Show more".
 */
export function ProjectResults({
  category,
  featureFirst = false,
  emptyAction,
}: {
  category?: ProjectCategoryId;
  featureFirst?: boolean;
  /** Where to go from 'No projects found.' */
  emptyAction: ReactNode;
}) {
  const { t } = useLingui();
  const query = useInfiniteQuery(projectsQueryOptions(category));
  const projects = query.data?.pages.flatMap((page) => page.results) ?? [];
  const total = query.data?.pages[0]?.count ?? 0;
  const [first, ...rest] = projects;
  const featured = featureFirst ? first : undefined;
  const grid = featureFirst ? rest : projects;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div aria-hidden="true" className="space-y-10">
        {featureFirst ? <FeaturedProjectSkeleton /> : null}
        <div className={GRID}>
          {[1, 2, 3].map((n) => (
            <ProjectCardSkeleton key={n} />
          ))}
        </div>
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        icon={<Icon name="triangle-exclamation-point" />}
        title={
          query.error.message === PROJECTS_FETCH_FAILED
            ? t`Failed to fetch projects`
            : query.error.message || t`Error loading projects`
        }
        description={<Trans>Check your internet connection and try again.</Trans>}
      >
        <RetryButton onRetry={query.refetch} busy={query.isRefetching} />
      </EmptyState>
    );
  } else if (projects.length === 0) {
    body = (
      <EmptyState
        icon={<Icon name="wrench" />}
        title={<Trans>No projects found.</Trans>}
        description={<Trans>New builds with their full parts lists are added every week.</Trans>}
      >
        {emptyAction}
      </EmptyState>
    );
  } else {
    body = (
      <div className="space-y-10">
        {featured ? (
          <section aria-label={t`Most Popular Project`}>
            <FeaturedProjectCard project={featured} />
          </section>
        ) : null}
        {grid.length ? (
          <section aria-label={featured ? t`More projects` : t`Projects`}>
            {/* A label, not a heading: the card titles are the next level under the section's heading. */}
            {featured ? (
              <p className="mb-4 text-lg font-semibold tracking-tight">
                <Trans>More projects</Trans>
              </p>
            ) : null}
            <ul className={GRID}>
              {grid.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {query.hasNextPage ? (
          <div className="flex flex-col items-center gap-2">
            <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? <Icon name="loader-circle" className="animate-spin" /> : null}
              {query.isFetchingNextPage ? <Trans>Loading more projects…</Trans> : <Trans>Show more projects</Trans>}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  // One line that reads 'Loading projects...' and then the count, so the list below never moves.
  let status = '';
  if (query.isPending) status = t`Loading projects...`;
  else if (projects.length > 0) {
    const shown = formatNumber(projects.length);
    const all = formatNumber(total);
    status = t`${plural(total, { one: `Showing ${shown} of ${all} project`, other: `Showing ${shown} of ${all} projects` })}`;
  }
  return (
    <div>
      <p role="status" className={status ? 'mb-4 text-sm text-muted-foreground' : 'sr-only'}>
        {status}
      </p>
      {body}
    </div>
  );
}
