import type { ProjectCategoryId } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { projectSampleQueryOptions } from '../api/get-projects';
import { ProjectCard, ProjectCardSkeleton } from './project-card';

const SHOWN = 3;

/** A few projects of one category for a landing page, each linking to its build and parts list. */
export function ProjectsShowcase({ category }: { category: ProjectCategoryId }) {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(projectSampleQueryOptions(category, SHOWN));

  if (isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <p className="text-sm text-muted-foreground">The projects could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isRefetching}>
          <RefreshCw /> Retry
        </Button>
      </div>
    );
  }
  if (data?.results.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <p className="text-sm text-muted-foreground">New builds are on their way.</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/projects">See all projects</Link>
        </Button>
      </div>
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
