import type { Category, Product } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aListing } from '@/test/fixtures';
import { recordRequests, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { FALLBACK_PRODUCTS } from './fallback-products';
import HomePage from './home-page';

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

function Location() {
  return <output aria-label="URL">{decodeURIComponent(useLocation().search)}</output>;
}

describe('HomePage filters', () => {
  it('offers the home page’s brand list and keeps the chosen filters and sort in the URL', async () => {
    server.use(categoriesOk());
    const requests = recordRequests(server, '/products/', () => aListing([liveProduct]));
    renderWithApp(
      <Routes>
        <Route
          path="/"
          element={
            <>
              <HomePage />
              <Location />
            </>
          }
        />
      </Routes>,
      { path: '/?sort=deals' },
    );
    const user = userEvent.setup();
    await screen.findByText('Live Board From Server');
    const brands = await screen.findByRole('group', { name: 'Brands' });
    const spec = ['Arduino', 'Raspberry Pi', 'ESP32', 'STM32', 'Microchip', 'Texas Instruments'];
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(spec.length);
    for (const name of spec) expect(within(brands).getByRole('checkbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Biggest discount' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('ordering')).toBe('-discount');

    await user.click(within(brands).getByRole('checkbox', { name: 'ESP32' }));
    const url = () => screen.getByRole('status', { name: 'URL' }).textContent;
    await waitFor(() => expect(url()).toBe('?brand=Espressif&brand=Ai-Thinker&ordering=-discount'));
    await waitFor(() => expect(requests.at(-1)?.getAll('brand')).toEqual(['Espressif', 'Ai-Thinker']));
    expect(within(brands).getByRole('checkbox', { name: 'ESP32' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove filter Espressif' }));
    await waitFor(() => expect(url()).toBe('?brand=Ai-Thinker&ordering=-discount'));
    expect(within(brands).getByRole('checkbox', { name: 'ESP32' })).not.toBeChecked();
  });
});

describe('HomePage pictures', () => {
  it('fetches the hero first on wide screens and lets everything below it wait until scrolled near', async () => {
    server.use(
      categoriesOk(),
      http.get('*/api/products/', () =>
        HttpResponse.json({ count: 4, next: null, previous: null, results: FALLBACK_PRODUCTS.slice(0, 4) }),
      ),
    );
    const { container } = renderWithApp(<HomePage />);
    await screen.findByText(FALLBACK_PRODUCTS[3]!.name);

    const hero = [...container.querySelectorAll('picture')];
    expect(hero).toHaveLength(3);
    for (const picture of hero) {
      const img = picture.querySelector('img');
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(img).toHaveAttribute('width', '400');
      // The drawings are hidden below lg: there a phone gets an inline empty image instead.
      expect(picture.querySelector('source')).toHaveAttribute('media', '(max-width: 1023.98px)');
      expect(picture.querySelector('source')?.getAttribute('srcset')).toMatch(/^data:image\//);
    }
    const belowHero = [...container.querySelectorAll('img')].filter((img) => !img.closest('picture'));
    // Three slides and four product cards.
    expect(belowHero).toHaveLength(7);
    for (const img of belowHero) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });
});
