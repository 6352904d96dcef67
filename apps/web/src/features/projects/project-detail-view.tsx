import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectDetail } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { ProductImage } from '@/components/product-image';
import { Badge } from '@/components/ui/badge';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Icon } from '@/components/ui/icon';
import { LevelBadge } from '@/components/ui/level-badge';
import { LoadProblem } from '@/components/ui/load-problem';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { PageContainer } from '@/components/ui/page';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { usePageTitle } from '@/lib/page-title';
import { projectQueryOptions } from './api/get-project';
import { AddPartsPanel } from './components/add-parts-panel';
import { PartsTable } from './components/parts-table';
import { ProjectFacts, ProjectTags } from './components/project-card';
import { projectCategoryName } from './project-categories';

const LAYOUT = 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10';

function ProjectSkeleton() {
  return (
    <div aria-hidden="true" className={LAYOUT}>
      <SkeletonStack
        className="space-y-4"
        lines={[
          'aspect-[16/9] w-full rounded-xl',
          'h-5 w-40 rounded-full',
          'h-9 w-4/5',
          'h-4 w-1/3',
          'h-4 w-full',
          'h-4 w-5/6',
        ]}
      />
      <Skeleton className="h-56 rounded-lg" />
    </div>
  );
}

function ProjectContent({ project }: { project: ProjectDetail }) {
  const { i18n } = useLingui();
  return (
    <div className={LAYOUT}>
      <header className="min-w-0 space-y-4 lg:col-start-1">
        <div className="overflow-hidden rounded-xl border bg-card">
          <ProductImage
            src={project.featured_image}
            alt=""
            width={800}
            height={450}
            priority
            className="aspect-[16/9]"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={project.difficulty_level} />
          <Badge variant="outline">{projectCategoryName(i18n, project.category)}</Badge>
        </div>
        <h1 className="text-2xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">{project.title}</h1>
        <ProjectFacts project={project} />
        {project.tags.length ? <ProjectTags tags={project.tags} /> : null}
        <p className="text-base leading-relaxed whitespace-pre-line text-muted-foreground">{project.description}</p>
      </header>

      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="lg:sticky lg:top-40">
          {project.parts.length ? (
            <AddPartsPanel project={project} />
          ) : (
            <p className="rounded-lg border bg-card p-5 text-sm text-muted-foreground shadow-sm">
              <Trans>This build uses no parts from our shop.</Trans>
            </p>
          )}
        </div>
      </div>

      <div className="min-w-0 space-y-10 lg:col-start-1">
        {project.parts.length ? (
          <section aria-labelledby="project-parts">
            <h2 id="project-parts" className="mb-4 text-xl font-bold tracking-tight">
              <Trans>Parts list</Trans>
            </h2>
            <PartsTable project={project} />
          </section>
        ) : null}

        <section aria-labelledby="project-steps">
          <h2 id="project-steps" className="mb-4 text-xl font-bold tracking-tight">
            <Trans>Step by step</Trans>
          </h2>
          <NumberedSteps variant="card" steps={project.steps.map(({ title, body }) => ({ title, text: body }))} />
        </section>
      </div>
    </div>
  );
}

/** `/projects/{id or slug}`: the build, its steps and its parts, all of which go to the cart in one tap. */
export function ProjectDetailView({ idOrSlug }: { idOrSlug: string }) {
  const { i18n, t } = useLingui();
  const { data: project, isPending, isError, error, refetch, isRefetching } = useQuery(projectQueryOptions(idOrSlug));
  usePageTitle(project?.title);

  return (
    <PageContainer className="py-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: t`Projects`, to: '/projects' },
          ...(project
            ? [
                { label: projectCategoryName(i18n, project.category), to: `/projects/${project.category}` },
                { label: project.title },
              ]
            : []),
        ]}
      />
      {project ? null : (
        <h1 className="sr-only">
          <Trans>Project details</Trans>
        </h1>
      )}
      {isPending ? (
        <ProjectSkeleton />
      ) : isError ? (
        <LoadProblem
          query={{ error, refetch, isRefetching }}
          notFound={{
            icon: <Icon name="wrench" />,
            title: <Trans>Project Not Found</Trans>,
            description: <Trans>The project you're looking for doesn't exist or has been taken down.</Trans>,
            link: {
              to: '/projects',
              label: (
                <>
                  <Icon name="arrow-left" /> <Trans>All projects</Trans>
                </>
              ),
            },
          }}
          failed={{
            title: <Trans>This project could not be loaded</Trans>,
            link: { to: '/projects', label: <Trans>All projects</Trans> },
          }}
        />
      ) : (
        <ProjectContent project={project} />
      )}
    </PageContainer>
  );
}
