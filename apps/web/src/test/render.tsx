import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { type ProductActions, ProductActionsProvider } from '@/features/catalog/product-actions';

const noActions: ProductActions = { addToCart: () => {}, toggleWishlist: () => {}, isWishlisted: () => false };

/**
 * Renders a screen with a fresh query cache, a router at `path`, and product actions. `strict`
 * puts the whole tree in StrictMode (React runs effects twice only from the root), as the app is.
 */
export function renderWithApp(
  ui: ReactNode,
  {
    path = '/',
    actions = noActions,
    strict = false,
  }: { path?: string; actions?: ProductActions; strict?: boolean } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ProductActionsProvider value={actions}>{ui}</ProductActionsProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
