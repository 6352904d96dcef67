import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROJECT_CATEGORIES } from '@makerbazaar/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Hammer } from 'lucide-react';
import { type CategoryCard, CategoryCardGrid, LandingHero, SectionHeading } from '@/components/landing-blocks';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { PageContainer } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { projectsQueryOptions } from './api/get-projects';
import { ProjectResults } from './components/project-results';
import { PROJECT_CATEGORY_ICONS, PROJECT_CATEGORY_TEXTS } from './project-categories';

export default function ProjectsPage() {
  const { i18n, t } = useLingui();
  // The headline figures are counted, not claimed: the shop records no project views or ratings, so
  // it shows none. The list below asks for the same first page, so this is no second request.
  const projectCount = useInfiniteQuery(projectsQueryOptions()).data?.pages[0]?.count;
  const stats = [
    { value: projectCount === undefined ? undefined : formatNumber(projectCount), label: msg`Projects` },
    { value: formatNumber(PROJECT_CATEGORIES.length), label: msg`Categories` },
  ];
  const categoryCards: CategoryCard[] = PROJECT_CATEGORIES.map((category) => ({
    title: i18n._(PROJECT_CATEGORY_TEXTS[category.id].name),
    description: i18n._(PROJECT_CATEGORY_TEXTS[category.id].description),
    to: `/projects/${category.id}`,
    icon: PROJECT_CATEGORY_ICONS[category.id],
    cta: t`See projects`,
  }));
  return (
    <>
      <LandingHero
        eyebrow={t`DIY Projects`}
        title={t`Build something real this weekend`}
        description={t`Step-by-step builds for every level, each with its full parts list — add everything you need to your cart in one click.`}
        gradient="from-amber-700 via-orange-900 to-slate-900"
        icon={Hammer}
      >
        <Button asChild size="lg" variant="highlight">
          <a href="#all-projects">
            <Icon name="wrench" /> <Trans>Browse projects</Trans>
          </a>
        </Button>
        <ButtonLink size="lg" variant="on-dark" to="/courses">
          <Trans>Learn with a course</Trans>
        </ButtonLink>
      </LandingHero>

      <PageContainer className="space-y-14 py-8 sm:py-10">
        <dl className="grid grid-cols-2 gap-3">
          {stats.map((stat) => (
            <div key={stat.label.id} className="flex flex-col items-center rounded-lg border bg-card p-4 shadow-sm">
              <dt className="order-2 text-sm text-muted-foreground">{i18n._(stat.label)}</dt>
              <dd className="order-1 text-2xl font-extrabold tabular-nums sm:text-3xl">
                {stat.value ?? <Skeleton className="my-1 h-7 w-10 sm:h-8" />}
              </dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby="project-categories">
          <SectionHeading
            id="project-categories"
            title={t`Project categories`}
            description={t`Pick what you want to build with.`}
          />
          <CategoryCardGrid cards={categoryCards} className="lg:grid-cols-3" />
        </section>

        <section id="all-projects" aria-labelledby="projects-heading" className="scroll-mt-40">
          <SectionHeading
            id="projects-heading"
            title={t`Projects`}
            description={t`Tried by our engineers, written up step by step, with parts from our shelves.`}
          />
          <ProjectResults
            featureFirst
            emptyAction={
              <ButtonLink variant="outline" to="/courses">
                <Trans>Browse courses</Trans>
              </ButtonLink>
            }
          />
        </section>
      </PageContainer>
    </>
  );
}
