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
  const description = query
    ? `No products match "${query}". Try a different search term.`
    : filtered
      ? 'No products match these filters. Try widening the price range or clearing a filter.'
      : inCategory
        ? 'No products found in this category.'
        : 'Products will appear here once they are added.';
  return (
    <EmptyState icon={<PackageSearch />} title="No products found" description={description}>
      {children}
    </EmptyState>
  );
}
