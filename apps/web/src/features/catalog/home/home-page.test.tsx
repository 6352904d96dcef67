import type { Category, Product } from '@makerbazaar/core';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { FALLBACK_PRODUCTS } from './fallback-products';
import { HomePage } from './home-page';

const server = setupMockApi();

const liveProduct: Product = { ...FALLBACK_PRODUCTS[0]!, id: 501, name: 'Live Board From Server', slug: 'live-board' };
const categories: Category[] = [
  {
    id: 1,
    slug: 'arduino',
    name: 'Arduino',
    description: '',
    icon: '🔌',
    is_active: true,
    sort_order: 1,
    products_count: 70,
  },
  {
    id: 2,
    slug: 'power',
    name: 'Power & Batteries',
    description: '',
    icon: '🔋',
    is_active: true,
    sort_order: 2,
    products_count: 42,
  },
];

function categoriesOk() {
  return http.get('*/api/categories/', () =>
    HttpResponse.json({ count: 2, next: null, previous: null, results: categories }),
  );
}

describe('HomePage data source', () => {
  it('shows the live badge with the product count and the server products', async () => {
    server.use(
      categoriesOk(),
      http.get('*/api/products/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [liveProduct] }),
      ),
    );
    renderWithApp(<HomePage />);
    expect(await screen.findByText('Live Board From Server')).toBeInTheDocument();
    expect(await screen.findByText(/Live backend · 112 products/)).toBeInTheDocument();
    expect(screen.queryByText(/Showing sample products/)).not.toBeInTheDocument();
    // A server category whose name is not a fixed tile gets a tile of its own.
    const tiles = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(tiles).getByRole('link', { name: /Power & Batteries/ })).toHaveAttribute('href', '/category/power');
  });

  it('falls back to the bundled products and says so when the product request fails', async () => {
    server.use(
      categoriesOk(),
      http.get('*/api/products/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })),
    );
    renderWithApp(<HomePage />);
    expect(await screen.findByText(/Showing sample products/)).toBeInTheDocument();
    expect(await screen.findByText(FALLBACK_PRODUCTS[4]!.name)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(FALLBACK_PRODUCTS.length);
    expect(screen.queryByText(/Live backend/)).not.toBeInTheDocument();
  });

  it('shows only the six fixed category tiles when categories fail', async () => {
    server.use(
      http.get('*/api/categories/', () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
      http.get('*/api/products/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    renderWithApp(<HomePage />);
    expect(await screen.findByText('Products will appear here once they are added.')).toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Shop by category' });
    expect(await within(tiles).findAllByRole('link', { name: /./ })).toHaveLength(7);
  });
});
