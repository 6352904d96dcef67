import { useLingui } from '@lingui/react/macro';
import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/page';

/** 'No products found', with the reason that fits: a search, a category, filters, or an empty shop. */
export function ProductsEmptyState({
  query,
  inCategory,
  filtered,
  children,
}: {
  query?: string;
  inCategory?: boolean;
  filtered?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const description = query
    ? t`No products match "${query}". Try a different search term.`
    : filtered
      ? t`No products match these filters. Try widening the price range or clearing a filter.`
      : inCategory
        ? t`No products found in this category.`
        : t`Products will appear here once they are added.`;
  return (
    <EmptyState icon={<PackageSearch />} title={t`No products found`} description={description}>
      {children}
    </EmptyState>
  );
}
