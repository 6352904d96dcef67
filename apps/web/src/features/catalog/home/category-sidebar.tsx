import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { SkeletonListItems } from '@/components/ui/skeleton';
import { categoriesQueryOptions } from '../api/get-categories';

const FEATURED = [
  { to: '/?ordering=newest#products', icon: 'sparkles', title: msg`New Arrivals`, note: msg`Fresh stock this week` },
  { to: '/?ordering=-discount#products', icon: 'tag', title: msg`Best Deals`, note: msg`Up to 50% off` },
  { to: '/?ordering=-rating#products', icon: 'award', title: msg`Top Rated`, note: msg`Loved by makers` },
] as const;

// A category link (index.css `category-link`) has its emoji, name and count in one line, the count at its end.
const COUNT = 'ml-auto text-xs text-muted-foreground';

export default function CategorySidebar() {
  const { i18n, t } = useLingui();
  const { data: categories, isPending } = useQuery(categoriesQueryOptions());
  const total = categories?.reduce((sum, c) => sum + c.products_count, 0);
  return (
    <div className="space-y-6">
      <nav aria-label={t`Shop by category`} className="rounded-lg border bg-card p-3">
        <h2 className="px-2 pb-2 text-sm font-semibold">
          <Trans>Shop by Category</Trans>
        </h2>
        <ul className="space-y-0.5 text-sm">
          <li>
            <Link to="/#products" className="category-link font-medium">
              <span aria-hidden="true">🛍️</span> <Trans>All Products</Trans>
              {total !== undefined ? <span className={COUNT}>{total}</span> : null}
            </Link>
          </li>
          {isPending ? (
            <SkeletonListItems count={8} className="h-4 w-full" itemClassName="px-2 py-1.5" />
          ) : (
            categories?.map((c) => (
              <li key={c.slug}>
                <Link to={`/category/${c.slug}`} className="category-link">
                  <span aria-hidden="true">{c.icon ?? '📦'}</span> {c.name}
                  <span className={COUNT}>{c.products_count}</span>
                </Link>
              </li>
            ))
          )}
        </ul>
      </nav>
      <div className="space-y-2">
        <h2 className="px-1 text-sm font-semibold">
          <Trans>Featured</Trans>
        </h2>
        {FEATURED.map(({ to, icon, title, note }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-lg border bg-card p-3 hover:border-primary/50 hover:bg-accent"
          >
            <Icon name={icon} className="size-8 shrink-0 rounded-md bg-secondary p-2 text-secondary-foreground" />
            <span>
              <span className="block text-sm font-semibold">{i18n._(title)}</span>
              <span className="block text-xs text-muted-foreground">{i18n._(note)}</span>
            </span>
          </Link>
        ))}
      </div>
    </div>
  );
}
