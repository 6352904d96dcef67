import type { ImageVariant, ProductDetail } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aPage, aProduct } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import type { ProductActions } from './product-actions';
import ProductPage from './product-page';

const server = setupMockApi();

const copiesOf = (name: string): ImageVariant[] =>
  [320, 640, 1200].map((width) => ({ width, url: `/media/uploads/${name}-${width}.webp` }));

/** A board with an uploaded photo first and a drawing second, and one similar part. */
const BOARD: ProductDetail = {
  ...aProduct(7, 'Arduino Uno R3', 2350),
  slug: 'arduino-uno-r3',
  primary_image: '/media/uploads/front-640.webp',
  primary_image_variants: copiesOf('front'),
  images: [
    { image: '/media/uploads/front-1200.webp', alt: 'The board from the front', variants: copiesOf('front') },
    { image: '/media/parts/arduino-uno-r3.svg', alt: 'A drawing of the board', variants: [] },
  ],
  specifications: [],
  datasheet_url: null,
  uses: [],
};
const SIMILAR = { ...aProduct(8, 'Arduino Nano', 1899), primary_image_variants: copiesOf('nano') };

function renderProductPage(product: ProductDetail = BOARD, actions?: ProductActions) {
  server.use(
    http.get('*/api/products/arduino-uno-r3/', () => HttpResponse.json(product)),
    http.get('*/api/products/arduino-uno-r3/similar/', () => HttpResponse.json({ results: [SIMILAR] })),
    http.get('*/api/products/arduino-uno-r3/reviews/', () =>
      HttpResponse.json({
        ...aPage([]),
        summary: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      }),
    ),
  );
  return renderWithApp(
    <Routes>
      <Route path="/product/:slug" element={<ProductPage />} />
    </Routes>,
    { path: '/product/arduino-uno-r3', actions },
  );
}

describe('ProductPage pictures', () => {
  it('fetches the main picture first, in the copy its half of the page needs, and the thumbnails lazily', async () => {
    renderProductPage();
    const gallery = await screen.findByRole('region', { name: 'Product images' });
    const main = within(gallery).getByRole('img', { name: 'The board from the front' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('src', '/media/uploads/front-1200.webp');
    expect(main.getAttribute('srcset')).toBe(
      '/media/uploads/front-320.webp 320w, /media/uploads/front-640.webp 640w, /media/uploads/front-1200.webp 1200w',
    );
    expect(main.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 584px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)',
    );
    expect(main).toHaveAttribute('width', '400');
    expect(main).toHaveAttribute('height', '400');

    const [photo, drawing] = within(gallery)
      .getAllByRole('button', { name: /Show image/ })
      .map((button) => button.querySelector('img') as HTMLImageElement);
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).not.toHaveAttribute('fetchpriority');
    expect(photo?.getAttribute('srcset')).toContain('/media/uploads/front-320.webp 320w');
    expect(photo?.getAttribute('sizes')).toMatch(/^\(min-width: 1280px\) 111px/);
    expect(drawing).not.toHaveAttribute('srcset');
    expect(drawing).toHaveAttribute('width', '400');
  });

  it('shows a chosen thumbnail’s own copies in the main picture', async () => {
    renderProductPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show image 2 of 2' }));
    const main = within(screen.getByRole('region', { name: 'Product images' })).getByRole('img', {
      name: 'A drawing of the board',
    });
    expect(main).toHaveAttribute('src', '/media/parts/arduino-uno-r3.svg');
    expect(main).not.toHaveAttribute('srcset');
  });

  it('lets the similar parts below wait until scrolled near', async () => {
    const { container } = renderProductPage();
    await screen.findByRole('heading', { name: 'Similar parts' });
    const similar = container.querySelector('section[aria-labelledby="similar-heading"] img');
    expect(similar).toHaveAttribute('loading', 'lazy');
    expect(similar).not.toHaveAttribute('fetchpriority');
    expect(similar?.getAttribute('srcset')).toContain('/media/uploads/nano-640.webp 640w');
    await waitFor(() => expect(container.querySelectorAll('[fetchpriority="high"]')).toHaveLength(1));
  });
});

describe('ProductPage datasheet', () => {
  it('links to the maker’s PDF in a new tab, naming the site it leads to', async () => {
    renderProductPage({
      ...BOARD,
      datasheet_url: 'https://docs.arduino.cc/resources/datasheets/A000066-datasheet.pdf',
    });
    const link = await screen.findByRole('link', { name: /Datasheet/ });
    expect(link).toHaveAccessibleName('Datasheet (PDF) docs.arduino.cc · opens in a new tab');
    expect(link).toHaveAttribute('href', 'https://docs.arduino.cc/resources/datasheets/A000066-datasheet.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('calls a link to the maker’s page a datasheet, not a PDF', async () => {
    renderProductPage({ ...BOARD, datasheet_url: 'https://www.u-blox.com/en/product/neo-6-series' });
    const link = await screen.findByRole('link', { name: /Datasheet/ });
    expect(link).toHaveAccessibleName('Datasheet u-blox.com · opens in a new tab');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says there is none, and where to ask, when the part has no datasheet', async () => {
    renderProductPage();
    expect(await screen.findByText(/No datasheet for this part/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Datasheet/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask our engineers' })).toHaveAttribute('href', '/contact');
  });
});

describe('ProductPage quantity prices', () => {
  const BREADBOARDS: ProductDetail = {
    ...BOARD,
    name: 'Breadboard 830',
    price: 99,
    stock: 60,
    price_breaks: [
      { min_quantity: 10, price: 90 },
      { min_quantity: 50, price: 80 },
    ],
  };

  it('shows the breaks, and the price at a typed quantity as it is typed', async () => {
    const addToCart = vi.fn();
    renderProductPage(BREADBOARDS, { addToCart, toggleWishlist: () => {}, isWishlisted: () => false });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Buy more, pay less a unit' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['QuantityPrice each', '1+₹99', '10+₹90', '50+₹80']);
    expect(screen.getByText('Add 9 more to pay ₹90 each')).toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Breadboard 830' });
    expect(quantity).toHaveAttribute('inputmode', 'numeric');
    await user.clear(quantity);
    await user.type(quantity, '25');
    expect(within(table).getByRole('row', { current: true })).toHaveTextContent('10+₹90');
    expect(screen.getByText(/25 × ₹90 each =/)).toHaveTextContent('25 × ₹90 each = ₹2,250');
    expect(screen.getByText('Add 25 more to pay ₹80 each')).toBeInTheDocument();
    // The first Add to Cart is the page's own; the similar parts below have theirs.
    await user.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0] as HTMLElement);
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ id: BREADBOARDS.id }), 25);
  });

  it('stops at the stock, and above the top break offers a quote for the quantity chosen', async () => {
    renderProductPage(BREADBOARDS);
    const user = userEvent.setup();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Breadboard 830' });
    expect(screen.queryByRole('link', { name: 'Need more? Ask for a quote' })).not.toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '75');
    expect(quantity).toHaveValue('60');
    expect(screen.getByRole('button', { name: 'Increase quantity of Breadboard 830' })).toBeDisabled();
    expect(screen.getByText(/60 × ₹80 each =/)).toHaveTextContent('₹4,800');
    expect(screen.getByRole('link', { name: 'Need more? Ask for a quote' })).toHaveAttribute(
      'href',
      '/bulk-orders?item=Breadboard+830&quantity=60#quote-request',
    );
  });
});
