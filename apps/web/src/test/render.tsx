import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { type ProductActions, ProductActionsProvider } from '@/features/catalog/product-actions';

const noActions: ProductActions = { addToCart: () => {}, toggleWishlist: () => {}, isWishlisted: () => false };

/** Renders a screen with a fresh query cache, a router at `path`, and product actions. */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', actions = noActions }: { path?: string; actions?: ProductActions } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ProductActionsProvider value={actions}>{ui}</ProductActionsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
