import type { Category } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { categoriesQueryOptions } from '../api/get-categories';
import { CategoryIcon } from '../category-icon';

export interface CategoryTile {
  name: string;
  slug: string;
  description?: string;
}

export const FIXED_TILES: CategoryTile[] = [
  { name: 'Arduino', slug: 'arduino', description: 'Boards & shields' },
  { name: 'Raspberry Pi', slug: 'raspberry-pi', description: 'Single-board computers' },
  { name: 'IoT Components', slug: 'iot', description: 'Connect anything' },
  { name: 'Robotics', slug: 'robotics', description: 'Chassis, wheels, kits' },
  { name: 'Sensors', slug: 'sensors', description: 'Sense the world' },
  { name: 'Development Kits', slug: 'dev-kits', description: 'Learn by building' },
];

/** The six fixed tiles, then the server's categories whose names are not among them. */
export function mergeCategoryTiles(server: Category[] | undefined): CategoryTile[] {
  const names = new Set(FIXED_TILES.map((t) => t.name.toLowerCase()));
  const extra = (server ?? [])
    .filter((c) => !names.has(c.name.toLowerCase()))
    .map((c) => ({ name: c.name, slug: c.slug, description: `${c.products_count} products` }));
  return [...FIXED_TILES, ...extra];
}

export function CategoryTiles() {
  const { data, isPending, isError } = useQuery(categoriesQueryOptions());
  if (isError) console.error('Could not load categories for the home tiles');
  return (
    <section aria-labelledby="category-tiles-heading">
      <div className="mb-4 flex items-end justify-between">
        <h2 id="category-tiles-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
          Shop by category
        </h2>
        <Link to="/categories" className="text-sm font-semibold text-primary hover:underline">
          View all
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {isPending
          ? Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={i}>
                <Skeleton className="h-[7.5rem] rounded-lg" />
              </li>
            ))
          : mergeCategoryTiles(data).map((tile) => (
              <li key={tile.slug}>
                <Link
                  to={`/category/${tile.slug}`}
                  className="flex h-[7.5rem] flex-col items-center justify-center gap-2 rounded-lg border bg-card p-3 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md"
                >
                  <span className="rounded-full bg-secondary p-2.5 text-secondary-foreground">
                    <CategoryIcon slug={tile.slug} name={tile.name} className="size-5" />
                  </span>
                  <span className="text-sm leading-tight font-semibold">{tile.name}</span>
                  {tile.description ? <span className="text-xs text-muted-foreground">{tile.description}</span> : null}
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
