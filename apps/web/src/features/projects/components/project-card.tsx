import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Project } from '@makerbazaar/core';
import { ProductImage } from '@/components/product-image';
import { Badge } from '@/components/ui/badge';
import { BadgeList } from '@/components/ui/badge-list';
import { CardLink } from '@/components/ui/card-link';
import { Icon } from '@/components/ui/icon';
import { LevelBadge } from '@/components/ui/level-badge';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const MAX_TAGS = 3;

export const projectHref = (project: Pick<Project, 'slug'>) => `/projects/${project.slug}`;

/** Build time and views, as one wrapping row. */
export function ProjectFacts({ project, className }: { project: Project; className?: string }) {
  const { t } = useLingui();
  const count = project.views_count;
  const views = formatNumber(count);
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      <li className="flex items-center gap-1">
        <Icon name="clock" aria-hidden="true" className="size-4" />
        <span className="sr-only">
          <Trans>Estimated time:</Trans>
        </span>{' '}
        {project.estimated_time}
      </li>
      <li className="flex items-center gap-1">
        <Icon name="eye" aria-hidden="true" className="size-4" />
        {t`${plural(count, { one: `${views} view`, other: `${views} views` })}`}
      </li>
    </ul>
  );
}

export function ProjectTags({ tags, max }: { tags: readonly string[]; max?: number }) {
  const { t } = useLingui();
  return <BadgeList label={t`Tags`} items={tags} max={max} />;
}

const CARD =
  'group relative flex h-full overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring';

/** A card's picture of the project, decoration beside its title, growing a little as the card is pointed at. */
function CardPicture({ project, priority, className }: { project: Project; priority?: boolean; className?: string }) {
  return (
    <ProductImage
      src={project.featured_image}
      alt=""
      width={800}
      height={500}
      priority={priority}
      className={cn('aspect-[16/10] transition-transform duration-300 group-hover:scale-[1.03]', className)}
    />
  );
}

export function ProjectCard({ project }: { project: Project }) {
  return (
    <article className={cn(CARD, 'flex-col')}>
      <div className="relative overflow-hidden">
        <CardPicture project={project} />
        <LevelBadge level={project.difficulty_level} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-2.5 p-4 sm:p-5">
        <h3 className="text-lg leading-snug font-semibold">
          <CardLink to={projectHref(project)}>{project.title}</CardLink>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{project.description}</p>
        <ProjectFacts project={project} className="mt-auto pt-1" />
        <ProjectTags tags={project.tags} max={MAX_TAGS} />
      </div>
    </article>
  );
}

/** The 'Most Popular Project': the first project of the list (the server lists featured ones first), large. */
export function FeaturedProjectCard({ project }: { project: Project }) {
  return (
    <article className={cn(CARD, 'flex-col md:flex-row')}>
      <div className="relative overflow-hidden md:w-1/2 md:shrink-0">
        <CardPicture project={project} priority className="h-full" />
        <Badge variant="highlight" className="absolute top-3 left-3 shadow-sm">
          <Trans>Most Popular Project</Trans>
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-7">
        <LevelBadge level={project.difficulty_level} className="self-start" />
        <h3 className="text-xl leading-snug font-bold tracking-tight sm:text-2xl">
          <CardLink to={projectHref(project)}>{project.title}</CardLink>
        </h3>
        <p className="line-clamp-4 text-muted-foreground">{project.description}</p>
        <ProjectFacts project={project} />
        <ProjectTags tags={project.tags} />
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-primary">
          <Trans>See the build and its parts</Trans>
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

export function ProjectCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full overflow-hidden rounded-lg border bg-card shadow-sm">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="space-y-3 p-4 sm:p-5">
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <SkeletonStack
          className="flex gap-1.5"
          lines={['h-5 w-16 rounded-full', 'h-5 w-14 rounded-full', 'h-5 w-12 rounded-full']}
        />
      </div>
    </div>
  );
}

export function FeaturedProjectSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm md:flex-row">
      <Skeleton className="aspect-[16/10] rounded-none md:w-1/2" />
      <SkeletonStack
        className="flex-1 space-y-4 p-5 sm:p-7"
        lines={['h-5 w-24 rounded-full', 'h-8 w-4/5', 'h-4 w-full', 'h-4 w-full', 'h-4 w-2/3', 'h-4 w-1/2']}
      />
    </div>
  );
}
