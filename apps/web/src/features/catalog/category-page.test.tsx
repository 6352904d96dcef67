import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aCategory, aListing, aProduct, DISPLAY_FACETS } from '@/test/fixtures';
import { recordRequests, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import CategoryPage from './category-page';
import { BESIDE_FILTERS_GRID_IMAGE_SIZES } from './components/product-grid';

const server = setupMockApi();

/** An uploaded picture's copies, so the cards offer a srcset. */
const copiesOf = (name: string) => [320, 640].map((width) => ({ width, url: `/media/uploads/${name}-${width}.webp` }));
const OLED = {
  ...aProduct(31, '0.96" OLED Display 128x64', 249),
  brand: 'Waveshare',
  primary_image_variants: copiesOf('oled'),
};
const TFT = {
  ...aProduct(32, '2.8" TFT Touch Display', 1199),
  brand: 'Adafruit',
  primary_image_variants: copiesOf('tft'),
};

function Location() {
  const location = useLocation();
  return <output aria-label="URL">{decodeURIComponent(location.search)}</output>;
}

/** The displays category, whose products answer with its facets; returns the product requests. */
function renderCategory(path: string) {
  server.use(http.get('*/api/categories/displays/', () => HttpResponse.json(aCategory())));
  const requests = recordRequests(server, '/products/', (params) =>
    aListing(params.getAll('brand').includes('Adafruit') ? [TFT] : [OLED, TFT], DISPLAY_FACETS),
  );
  renderWithApp(
    <Routes>
      <Route
        path="/category/:categoryId"
        element={
          <>
            <CategoryPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { path },
  );
  return requests;
}

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('CategoryPage', () => {
  it('offers the brands and price ranges of this category, with their counts, from the server', async () => {
    const requests = renderCategory('/category/displays');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(filters).findByRole('checkbox', { name: 'Waveshare (5)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Adafruit (3)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Under ₹500 (4)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: '₹5,000 and above (0)' })).toBeDisabled();
    expect(within(filters).getByRole('checkbox', { name: 'I2C (6)' })).toBeInTheDocument();
    // Not the home page's fixed list, and no category choice on a category's own page.
    expect(within(filters).queryByRole('checkbox', { name: /Raspberry Pi|Texas Instruments/ })).toBeNull();
    expect(within(filters).queryByRole('group', { name: 'Category' })).toBeNull();

    const sent = requests.at(-1)!;
    expect(sent.getAll('category')).toEqual(['displays']);
    expect(sent.get('facets')).toBe('true');
    expect(screen.getByText('2 products')).toBeInTheDocument();
  });

  it('names the browser tab after the category, as the server names the page', async () => {
    renderCategory('/category/displays');
    await screen.findByRole('complementary', { name: 'Filters' });
    await waitFor(() => expect(document.title).toBe('Displays — buy online in India — MakerBazaar'));
  });

  it('puts a chosen brand and sort in the URL and shows the products that match', async () => {
    const requests = renderCategory('/category/displays');
    const user = userEvent.setup();
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await user.click(await within(filters).findByRole('checkbox', { name: 'Adafruit (3)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await waitFor(() => expect(url()).toBe('?brand=Adafruit&ordering=-price'));
    await waitFor(() =>
      expect(requests.at(-1)?.toString()).toBe('category=displays&brand=Adafruit&ordering=-price&facets=true'),
    );
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TFT.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: OLED.name })).toBeNull();
    const chips = screen.getByRole('region', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Adafruit' })).toBeInTheDocument();
  });

  it('shows the same listing again from its URL, old sort names included', async () => {
    const requests = renderCategory('/category/displays?brand=Adafruit&sort=price-desc');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(filters).findByRole('checkbox', { name: 'Adafruit (3)' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-price');
    expect(requests.at(-1)?.get('ordering')).toBe('-price');
    expect(requests.at(-1)?.getAll('brand')).toEqual(['Adafruit']);
  });

  it('lists the price bucket as a filter and takes it off with its chip', async () => {
    const requests = renderCategory('/category/displays');
    const user = userEvent.setup();
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await user.click(await within(filters).findByRole('radio', { name: '₹500 – ₹1,000 (3)' }));
    await waitFor(() => expect(url()).toBe('?price=500-1000'));
    await waitFor(() => expect(requests.at(-1)?.get('max_price')).toBe('999.99'));
    await user.click(screen.getByRole('button', { name: 'Remove filter ₹500 – ₹1,000' }));
    await waitFor(() => expect(url()).toBe(''));
  });

  it('fetches the pictures of the first row of products first, drawn beside the filters', async () => {
    renderCategory('/category/displays');
    await screen.findByText(TFT.name);
    const pictures = [...document.querySelectorAll('article img')];
    expect(pictures).toHaveLength(2);
    for (const img of pictures) {
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(img).toHaveAttribute('sizes', BESIDE_FILTERS_GRID_IMAGE_SIZES);
    }
  });
});
