import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Category } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SkeletonListItems } from '@/components/ui/skeleton';
import { categoriesQueryOptions } from '../api/get-categories';
import { CategoryIcon } from '../category-icon';

export interface CategoryTile {
  /** The English name, matched against the server's categories. */
  name: string;
  /** How a fixed tile's name reads (a brand has none: its name is shown as it is). */
  title?: MessageDescriptor;
  slug: string;
  /** A fixed tile's message, or a server category's count as words. */
  description?: MessageDescriptor | string;
}

export const FIXED_TILES: CategoryTile[] = [
  { name: 'Arduino', slug: 'arduino', description: msg`Boards & shields` },
  { name: 'Raspberry Pi', slug: 'raspberry-pi', description: msg`Single-board computers` },
  { name: 'IoT Components', title: msg`IoT Components`, slug: 'iot', description: msg`Connect anything` },
  { name: 'Robotics', title: msg`Robotics`, slug: 'robotics', description: msg`Chassis, wheels, kits` },
  { name: 'Sensors', title: msg`Sensors`, slug: 'sensors', description: msg`Sense the world` },
  { name: 'Development Kits', title: msg`Development Kits`, slug: 'dev-kits', description: msg`Learn by building` },
];

/**
 * The six fixed tiles, then the server's categories whose names are not among them. `countLabel`
 * words a category's product count (the screen passes its translated one).
 */
export function mergeCategoryTiles(
  server: Category[] | undefined,
  countLabel: (count: number) => string,
): CategoryTile[] {
  const names = new Set(FIXED_TILES.map((t) => t.name.toLowerCase()));
  const extra = (server ?? [])
    .filter((c) => !names.has(c.name.toLowerCase()))
    .map((c) => ({ name: c.name, slug: c.slug, description: countLabel(c.products_count) }));
  return [...FIXED_TILES, ...extra];
}

export function CategoryTiles() {
  const { i18n, t } = useLingui();
  const countLabel = (count: number) => t`${plural(count, { one: '# product', other: '# products' })}`;
  const { data, isPending, isError } = useQuery(categoriesQueryOptions());
  if (isError) console.error('Could not load categories for the home tiles');
  return (
    <section aria-labelledby="category-tiles-heading">
      <div className="mb-4 flex items-end justify-between">
        <h2 id="category-tiles-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
          <Trans>Shop by category</Trans>
        </h2>
        <Link
          to="/categories"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline desktop:min-h-0"
        >
          <Trans>View all</Trans>
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {isPending ? (
          <SkeletonListItems count={6} className="h-[7.5rem] rounded-lg" />
        ) : (
          mergeCategoryTiles(data, countLabel).map((tile) => (
            <li key={tile.slug}>
              <Link to={`/category/${tile.slug}`} className="category-tile">
                <CategoryIcon slug={tile.slug} name={tile.name} className="category-tile-icon" />
                <span className="text-sm leading-tight font-semibold">
                  {tile.title ? i18n._(tile.title) : tile.name}
                </span>
                {tile.description ? (
                  <span className="text-xs text-muted-foreground">
                    {typeof tile.description === 'string' ? tile.description : i18n._(tile.description)}
                  </span>
                ) : null}
              </Link>
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
