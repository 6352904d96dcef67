import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { LoadProblem } from '@/components/ui/load-problem';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton, SkeletonListItems } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { categoriesQueryOptions } from './api/get-categories';
import { CategoryIcon } from './category-icon';

function ProductCount({ count }: { count: number }) {
  return <Plural value={count} one="# product" other="# products" />;
}

export default function CategoriesPage() {
  const { t } = useLingui();
  const categoriesQuery = useQuery(categoriesQueryOptions());
  const { data: categories, isPending, isError } = categoriesQuery;
  const totalProducts = categories?.reduce((sum, c) => sum + c.products_count, 0) ?? 0;
  const stocked = categories?.filter((c) => c.products_count > 0).length ?? 0;
  const stats = [
    { label: t`Categories`, value: categories?.length ?? 0 },
    { label: t`Products`, value: totalProducts },
    { label: t`Categories with products`, value: stocked },
  ];

  const viewLabel = (name: string) => t`View ${name}`;

  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader
        title={t`Product Categories`}
        description={t`Everything we stock, grouped the way makers look for it.`}
      />
      <dl className="mb-8 grid grid-cols-3 gap-3">
        {stats.map((stat) => (
          <Card key={stat.label} className="p-4 text-center">
            <dt className="text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">
              {isPending ? <Skeleton className="mx-auto h-8 w-12" /> : formatNumber(stat.value)}
            </dd>
          </Card>
        ))}
      </dl>
      {isError ? (
        <LoadProblem
          query={categoriesQuery}
          failed={{
            title: t`We couldn't load the categories`,
            description: t`Please check your connection and try again.`,
          }}
          retryLabel={<Trans>Try again</Trans>}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {isPending ? (
            <SkeletonListItems count={8} className="h-52 rounded-lg" />
          ) : (
            categories.map((category) => (
              <li key={category.slug}>
                <Card className="group relative flex h-full flex-col gap-3 p-5 transition hover:border-primary/50 hover:shadow-md">
                  <div className="flex items-center justify-between">
                    <span className="rounded-lg bg-secondary p-3 text-secondary-foreground">
                      <CategoryIcon slug={category.slug} name={category.name} className="size-6" />
                    </span>
                    <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground">
                      <ProductCount count={category.products_count} />
                    </span>
                  </div>
                  <h2 className="text-lg font-semibold">
                    <span aria-hidden="true">{category.icon} </span>
                    {category.name}
                  </h2>
                  <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">{category.description}</p>
                  <ButtonLink
                    variant="outline"
                    className="w-full"
                    to={`/category/${category.slug}`}
                    aria-label={viewLabel(category.name)}
                  >
                    <Trans>View</Trans> <Icon name="arrow-right" />
                  </ButtonLink>
                </Card>
              </li>
            ))
          )}
        </ul>
      )}
    </PageContainer>
  );
}
