import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SkeletonListItems } from '@/components/ui/skeleton';
import {
  BESIDE_FILTERS_GRID_IMAGE_SIZES,
  categoriesQueryOptions,
  ProductGrid,
  ProductGridSkeleton,
} from '@/features/catalog';
import { POPULAR_PARTS_COUNT, popularPartsQueryOptions } from './api/get-popular-parts';

/** Placeholders for the category links while they load: as many as the sample shop has. */
const CATEGORY_PLACEHOLDERS = 13;

/**
 * Where a maker can go on when no word of the search is known: the shop's categories and its
 * popular parts. A section that cannot be loaded is left out; the page above already says why
 * nothing was found.
 */
export function NothingFoundNextSteps() {
  const { t } = useLingui();
  const countLabel = (count: number) => t`${plural(count, { one: '# product', other: '# products' })}`;
  const categories = useQuery(categoriesQueryOptions());
  const popular = useQuery(popularPartsQueryOptions());
  const shownCategories = categories.data?.filter((category) => category.products_count > 0);

  return (
    <>
      {categories.isError || shownCategories?.length === 0 ? null : (
        <section aria-labelledby="nothing-found-categories" className="space-y-3">
          <h2 id="nothing-found-categories" className="text-lg font-semibold">
            <Trans>Shop by category</Trans>
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
            {shownCategories ? (
              shownCategories.map((category) => (
                <li key={category.slug}>
                  <Link
                    to={`/category/${category.slug}`}
                    className="flex h-full min-h-14 flex-col justify-center rounded-lg border bg-card px-3 py-2 shadow-sm transition hover:border-primary/50"
                  >
                    <span className="text-sm leading-tight font-semibold break-words">{category.name}</span>{' '}
                    <span className="text-xs text-muted-foreground">{countLabel(category.products_count)}</span>
                  </Link>
                </li>
              ))
            ) : (
              <SkeletonListItems count={CATEGORY_PLACEHOLDERS} className="h-14 rounded-lg" />
            )}
          </ul>
        </section>
      )}
      {popular.isError || popular.data?.length === 0 ? null : (
        <section aria-labelledby="nothing-found-popular" className="space-y-3">
          <h2 id="nothing-found-popular" className="text-lg font-semibold">
            <Trans>Popular parts</Trans>
          </h2>
          {popular.data ? (
            <ProductGrid products={popular.data} imageSizes={BESIDE_FILTERS_GRID_IMAGE_SIZES} />
          ) : (
            <ProductGridSkeleton count={POPULAR_PARTS_COUNT} />
          )}
        </section>
      )}
    </>
  );
}
