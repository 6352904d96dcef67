import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { EmptyState } from '@/components/ui/page';

/** 'No products found', with the reason that fits: a search, a category, filters, or an empty shop. */
export function ProductsEmptyState({
  query,
  inCategory,
  filtered,
  onClearFilters,
  children,
}: {
  query?: string;
  inCategory?: boolean;
  filtered?: boolean;
  /** Offered as 'Clear filters' when filters hide every product. */
  onClearFilters?: () => void;
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
    <EmptyState icon={<Icon name="package-search" />} title={t`No products found`} description={description}>
      {filtered && onClearFilters ? (
        <Button onClick={onClearFilters}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
      {children}
    </EmptyState>
  );
}
