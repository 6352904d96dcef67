import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { type ProductActions, ProductActionsProvider } from '@/features/catalog/product-actions';
import { i18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';

const noActions: ProductActions = { addToCart: () => {}, toggleWishlist: () => {}, isWishlisted: () => false };

/**
 * Renders a screen in the active language (English unless a test switched it) with a fresh query cache, a router at `path`, and product actions. `strict`
 * puts the whole tree in StrictMode (React runs effects twice only from the root), as the app is.
 * With `beforeHydration` the screen is first rendered to HTML as the server sends it, the visitor
 * acts on that markup, and then React hydrates it, as in a server-rendered page.
 */
export function renderWithApp(
  ui: ReactNode,
  {
    path = '/',
    actions = noActions,
    strict = false,
    beforeHydration,
  }: {
    path?: string;
    actions?: ProductActions;
    strict?: boolean;
    beforeHydration?: (serverMarkup: HTMLElement) => void;
  } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <SessionProvider>
            <ProductActionsProvider value={actions}>{ui}</ProductActionsProvider>
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
  const app = strict ? <StrictMode>{tree}</StrictMode> : tree;
  if (!beforeHydration) return render(app);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(app);
  beforeHydration(container);
  return render(app, { container, hydrate: true });
}
