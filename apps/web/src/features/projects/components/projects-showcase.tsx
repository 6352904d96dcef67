import { Trans } from '@lingui/react/macro';
import type { ProjectCategoryId } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button-link';
import { InlineNotice } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import { projectSampleQueryOptions } from '../api/get-projects';
import { ProjectCard, ProjectCardSkeleton } from './project-card';

const SHOWN = 3;

/** A few projects of one category for a landing page, each linking to its build and parts list. */
export function ProjectsShowcase({ category }: { category: ProjectCategoryId }) {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(projectSampleQueryOptions(category, SHOWN));

  if (isError) {
    return (
      <InlineNotice message={<Trans>The projects could not be loaded.</Trans>}>
        <RetryButton variant="outline" size="sm" onRetry={refetch} busy={isRefetching} />
      </InlineNotice>
    );
  }
  if (data?.results.length === 0) {
    return (
      <InlineNotice message={<Trans>New builds are on their way.</Trans>}>
        <ButtonLink variant="outline" size="sm" to="/projects">
          <Trans>See all projects</Trans>
        </ButtonLink>
      </InlineNotice>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {isPending
        ? Array.from({ length: SHOWN }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={n}>
              <ProjectCardSkeleton />
            </li>
          ))
        : data.results.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
    </ul>
  );
}
