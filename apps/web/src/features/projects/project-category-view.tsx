import { Trans, useLingui } from '@lingui/react/macro';
import { PROJECT_CATEGORIES } from '@makerbazaar/core';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ButtonLink } from '@/components/ui/button-link';
import { PageContainer } from '@/components/ui/page';
import { usePageTitle } from '@/lib/page-title';
import { ProjectResults } from './components/project-results';
import { PROJECT_CATEGORY_ICONS, PROJECT_CATEGORY_TEXTS, type ProjectCategory } from './project-categories';

/** `/projects/{category-id}`: the projects of one category, with the other categories a tap away. */
export function ProjectCategoryView({ category }: { category: ProjectCategory }) {
  const { i18n, t } = useLingui();
  const Icon = PROJECT_CATEGORY_ICONS[category.id];
  const others = PROJECT_CATEGORIES.filter((c) => c.id !== category.id);
  const name = i18n._(PROJECT_CATEGORY_TEXTS[category.id].name);
  usePageTitle(name);
  return (
    <PageContainer className="py-6 sm:py-8">
      <Breadcrumb items={[{ label: t`Projects`, to: '/projects' }, { label: name }]} />
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex gap-4">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
            <p className="mt-1.5 text-muted-foreground">{i18n._(PROJECT_CATEGORY_TEXTS[category.id].description)}</p>
          </div>
        </div>
        <ButtonLink variant="outline" className="self-start" to="/projects">
          <ArrowLeft /> <Trans>All projects</Trans>
        </ButtonLink>
      </header>

      <h2 className="sr-only">
        <Trans>Projects</Trans>
      </h2>
      <ProjectResults
        key={category.id}
        category={category.id}
        emptyAction={
          <ButtonLink variant="outline" to="/projects">
            <Trans>See all projects</Trans>
          </ButtonLink>
        }
      />

      <nav aria-labelledby="other-categories" className="mt-14 border-t pt-8">
        <h2 id="other-categories" className="mb-4 text-lg font-semibold">
          <Trans>More project categories</Trans>
        </h2>
        <ul className="flex flex-wrap gap-2">
          {others.map((other) => {
            const OtherIcon = PROJECT_CATEGORY_ICONS[other.id];
            return (
              <li key={other.id}>
                <Link
                  to={`/projects/${other.id}`}
                  className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-sm transition hover:border-primary/50 hover:text-primary"
                >
                  <OtherIcon aria-hidden="true" className="size-4" /> {i18n._(PROJECT_CATEGORY_TEXTS[other.id].name)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </PageContainer>
  );
}
