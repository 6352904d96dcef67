import type { Product } from '@makerbazaar/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import {
  BESIDE_FILTERS_GRID_IMAGE_SIZES,
  FULL_WIDTH_GRID_IMAGE_SIZES,
  GRID_FIRST_ROW,
  ProductGrid,
} from './product-grid';

/** A product whose picture was uploaded, so the server sent its resized copies. */
function uploaded(id: number): Product {
  return {
    ...aProduct(id, `Part ${id}`, 100 + id),
    primary_image: `/media/uploads/p${id}-640.webp`,
    primary_image_variants: [
      { width: 320, url: `/media/uploads/p${id}-320.webp` },
      { width: 640, url: `/media/uploads/p${id}-640.webp` },
    ],
  };
}

const server = setupMockApi();

const SIX = [1, 2, 3, 4, 5, 6].map(uploaded);

function cardPictures(container: HTMLElement) {
  return [...container.querySelectorAll('img')];
}

describe('ProductGrid', () => {
  it('fetches the first row’s pictures first and lets the rest wait until scrolled near', () => {
    const { container } = renderWithApp(<ProductGrid products={SIX} priorityCount={GRID_FIRST_ROW} />);
    const pictures = cardPictures(container);
    expect(pictures).toHaveLength(6);
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('fetches every picture lazily when it is not the top of its page', () => {
    const { container } = renderWithApp(<ProductGrid products={SIX} />);
    expect(cardPictures(container).map((img) => img.getAttribute('loading'))).toEqual(Array(6).fill('lazy'));
  });

  it('gives each card picture its copies and the widths the grid draws it at', () => {
    const { container } = renderWithApp(<ProductGrid products={SIX.slice(0, 1)} />);
    const [picture] = cardPictures(container);
    expect(picture).toHaveAttribute('srcset', '/media/uploads/p1-320.webp 320w, /media/uploads/p1-640.webp 640w');
    expect(picture).toHaveAttribute('sizes', FULL_WIDTH_GRID_IMAGE_SIZES);
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '400');
  });

  it('takes the narrower sizes of a grid beside the filters', () => {
    const { container } = renderWithApp(
      <ProductGrid products={SIX.slice(0, 1)} imageSizes={BESIDE_FILTERS_GRID_IMAGE_SIZES} />,
    );
    expect(cardPictures(container)[0]).toHaveAttribute('sizes', BESIDE_FILTERS_GRID_IMAGE_SIZES);
  });

  it('asks for the product when its quick view opens, and shows its description once it has arrived', async () => {
    const listed = uploaded(1);
    server.use(
      http.get('*/api/products/part-1/', async () => {
        await delay(50);
        return HttpResponse.json({ ...listed, description: 'A board with a 16 MHz clock and 14 digital pins.' });
      }),
    );
    renderWithApp(<ProductGrid products={[listed]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick view Part 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Part 1' });
    // Placeholders stand in for the description while it is asked for.
    expect(dialog.querySelector('[aria-busy="true"] [aria-hidden="true"]')).not.toBeNull();
    expect(await screen.findByText('A board with a 16 MHz clock and 14 digital pins.')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('A board with a 16 MHz clock and 14 digital pins.');
    expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
