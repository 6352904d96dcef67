import type { Product, SearchResult } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aCategory, aListing, aPage } from '@/test/fixtures';
import { recordRequests, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import SearchPage from './search-page';

const server = setupMockApi();

function product(id: number, name: string, extra: Partial<Product> = {}): Product {
  return {
    id,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    brand: 'Generic',
    category: { id: 4, name: 'Sensors', slug: 'sensors' },
    price: 79,
    original_price: null,
    price_breaks: [],
    primary_image: '/placeholder-part.svg',
    primary_image_variants: [],
    image: '/placeholder-part.svg',
    images: [],
    rating: 4.4,
    num_reviews: 18,
    description: 'Measures distance from 2 cm to 4 m with a 40 kHz ultrasonic burst.',
    stock: 120,
    is_featured: false,
    created_at: '2025-01-10T00:00:00Z',
    ...extra,
  };
}

const HC_SR04 = product(1, 'HC-SR04 Ultrasonic Distance Sensor');
const DHT22 = product(2, 'DHT22 Temperature and Humidity Sensor Module', { brand: 'Aosong', price: 289 });
const SG90 = product(3, 'SG90 Micro Servo Motor', {
  category: { id: 7, name: 'Motors', slug: 'motors' },
  price: 120,
});

function answer(results: Product[], extra: Partial<SearchResult> = {}): SearchResult {
  return {
    count: results.length,
    next: null,
    previous: null,
    results,
    query: '',
    corrected_query: null,
    relaxed_query: null,
    facets: {
      categories: [
        { value: 'sensors', label: 'Sensors', count: 24 },
        { value: 'robotics', label: 'Robotics', count: 3 },
      ],
      brands: [
        { value: 'Generic', label: 'Generic', count: 22 },
        { value: 'Aosong', label: 'Aosong', count: 1 },
      ],
      price_buckets: [
        { value: '0-500', label: 'Under ₹500', count: 25 },
        { value: '500-1000', label: '₹500 – ₹1,000', count: 2 },
      ],
      specifications: [
        {
          name: 'Operating Voltage',
          values: [
            { value: '5V', label: '5V', count: 14 },
            { value: '3.3V', label: '3.3V', count: 6 },
          ],
        },
      ],
    },
    ...extra,
  };
}

/** Answers searches with `reply` and records the query string of each request. */
function mockSearch(reply: (params: URLSearchParams) => SearchResult | Response = () => answer([HC_SR04, DHT22])) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/api/search/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const body = reply(params);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return requests;
}

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="URL">{decodeURIComponent(location.search.replaceAll('+', ' '))}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Go back
      </button>
    </>
  );
}

function renderPage(
  path: string,
  actions = { addToCart: vi.fn(), toggleWishlist: vi.fn(), isWishlisted: () => false },
) {
  renderWithApp(
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <SearchPage />
            <Location />
          </>
        }
      />
    </Routes>,
    { path, actions },
  );
  return actions;
}

const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('SearchPage', () => {
  it('sends every filter of the URL to the search API', async () => {
    const requests = mockSearch();
    renderPage(
      '/search?q=sensor&category=sensors&category=robotics&brand=Aosong&price=500-1000&min_rating=4&in_stock=true' +
        '&spec.Operating+Voltage=5V&spec.Operating+Voltage=3.3V&ordering=-price',
    );
    await screen.findByText('HC-SR04 Ultrasonic Distance Sensor');
    const sent = requests.at(-1)!;
    expect(sent.get('q')).toBe('sensor');
    expect(sent.getAll('category')).toEqual(['sensors', 'robotics']);
    expect(sent.getAll('brand')).toEqual(['Aosong']);
    expect(sent.get('min_price')).toBe('500');
    expect(sent.get('max_price')).toBe('999.99');
    expect(sent.get('min_rating')).toBe('4');
    expect(sent.get('in_stock')).toBe('true');
    expect(sent.getAll('spec.Operating Voltage')).toEqual(['5V', '3.3V']);
    expect(sent.get('ordering')).toBe('-price');
    expect(sent.has('page')).toBe(false);
  });

  it('shows the count, the facet counts and the corrected query as Did you mean, with its results meanwhile', async () => {
    mockSearch(() => answer([HC_SR04, DHT22], { query: 'ultrasonic sensr', corrected_query: 'ultrasonic sensor' }));
    renderPage('/search?q=ultrasonic+sensr');
    expect(await screen.findByText('2 products found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “ultrasonic sensr”' })).toBeInTheDocument();
    expect(screen.getByText(/Did you mean/)).toHaveTextContent('Did you mean ultrasonic sensor?');
    expect(screen.getByRole('heading', { name: 'HC-SR04 Ultrasonic Distance Sensor' })).toBeInTheDocument();
    // Every word matched once corrected: nothing was left out.
    expect(screen.queryByText(/No part matches all of/)).not.toBeInTheDocument();

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    // The facet panel is its own chunk, loaded after the results.
    expect(await within(filters).findByRole('checkbox', { name: 'Sensors (24)' }, { timeout: 5000 })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Aosong (1)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Under ₹500 (25)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: '₹5,000 and above (0)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: '5V (14)' })).toBeInTheDocument();
  });

  it('searches the corrected query from Did you mean, keeping the filters and layout', async () => {
    const requests = mockSearch((params) =>
      params.get('q') === 'ultrasonic sensr'
        ? answer([HC_SR04, DHT22], { query: 'ultrasonic sensr', corrected_query: 'ultrasonic sensor' })
        : answer([HC_SR04], { query: 'ultrasonic sensor' }),
    );
    renderPage('/search?q=ultrasonic+sensr&brand=Generic&view=list&page=2');
    const didYouMean = await screen.findByRole('link', { name: 'ultrasonic sensor' });
    // A new search starts on its first page.
    expect(didYouMean).toHaveAttribute('href', '/search?q=ultrasonic+sensor&brand=Generic&view=list');
    await userEvent.click(didYouMean);
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(url()).toBe('?q=ultrasonic sensor&brand=Generic&view=list');
    expect(requests.at(-1)?.get('q')).toBe('ultrasonic sensor');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('says which words the results match when no part matches them all, with both queries emphasised', async () => {
    mockSearch(() =>
      answer([SG90], {
        query: 'servo moter 180 degree',
        corrected_query: 'servo motor 180 degree',
        relaxed_query: 'servo motor',
      }),
    );
    renderPage('/search?q=servo+moter+180+degree');
    const notice = (await screen.findByText(/No part matches all of/)).closest('p')!;
    expect(notice).toHaveTextContent(
      'No part matches all of “servo moter 180 degree” — showing parts that match “servo motor”.',
    );
    expect(within(notice).getByText('servo moter 180 degree').tagName).toBe('STRONG');
    expect(within(notice).getByText('servo motor').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'SG90 Micro Servo Motor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'servo motor 180 degree' })).toHaveAttribute(
      'href',
      '/search?q=servo+motor+180+degree',
    );
  });

  it('says which English a query in an Indian script was read as, without asking Did you mean', async () => {
    mockSearch(() => answer([DHT22], { query: 'तापमान सेंसर', corrected_query: 'temperature sensor' }));
    renderPage(
      '/search?q=%E0%A4%A4%E0%A4%BE%E0%A4%AA%E0%A4%AE%E0%A4%BE%E0%A4%A8+%E0%A4%B8%E0%A5%87%E0%A4%82%E0%A4%B8%E0%A4%B0',
    );
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “तापमान सेंसर”' })).toBeInTheDocument();
    const understood = screen.getByText(/Showing results for/);
    expect(understood).toHaveTextContent('Showing results for: temperature sensor');
    expect(within(understood).getByText('temperature sensor').tagName).toBe('STRONG');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('shows neither notice when the results match every word as typed', async () => {
    mockSearch(() => answer([HC_SR04], { query: 'ultrasonic sensor' }));
    renderPage('/search?q=ultrasonic+sensor');
    expect(await screen.findByText('1 product found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'HC-SR04 Ultrasonic Distance Sensor' })).toBeInTheDocument();
    expect(screen.queryByText(/No part matches all of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it("offers the shop's categories and its popular parts when no word of the search is known", async () => {
    mockSearch(() => answer([], { query: 'zzqxv flurb' }));
    const categoryAnswer = aPage([
      aCategory({ id: 4, slug: 'sensors', name: 'Sensors', products_count: 24 }),
      aCategory({ id: 6, slug: 'displays', name: 'Displays', products_count: 9 }),
      aCategory({ id: 9, slug: 'drones', name: 'Drones', products_count: 0 }),
    ]);
    server.use(http.get('*/api/categories/', () => HttpResponse.json(categoryAnswer)));
    const popularRequests = recordRequests(server, '/products/', () => aListing([DHT22, SG90]));
    renderPage('/search?q=zzqxv+flurb');

    expect(
      await screen.findByText('No products match "zzqxv flurb". Try a different search term.'),
    ).toBeInTheDocument();
    const categories = await screen.findByRole('region', { name: 'Shop by category' });
    expect(await within(categories).findByRole('link', { name: 'Sensors 24 products' })).toHaveAttribute(
      'href',
      '/category/sensors',
    );
    expect(within(categories).getByRole('link', { name: 'Displays 9 products' })).toHaveAttribute(
      'href',
      '/category/displays',
    );
    // A category with nothing in it leads nowhere.
    expect(within(categories).queryByRole('link', { name: /Drones/ })).not.toBeInTheDocument();

    const popular = screen.getByRole('region', { name: 'Popular parts' });
    expect(
      await within(popular).findByRole('heading', { name: 'DHT22 Temperature and Humidity Sensor Module' }),
    ).toBeInTheDocument();
    expect(within(popular).getByRole('heading', { name: 'SG90 Micro Servo Motor' })).toBeInTheDocument();
    expect(within(popular).getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(2);
    const asked = popularRequests.at(-1)!;
    expect(asked.get('ordering')).toBe('relevance');
    expect(asked.get('in_stock')).toBe('true');
    expect(asked.get('page_size')).toBe('8');
  });

  it('puts each filter in the URL, asks again, and Back restores the previous search', async () => {
    const requests = mockSearch();
    renderPage('/search?q=sensor');
    const user = userEvent.setup();
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    // The tab is named after the search, as the server names the page.
    expect(document.title).toBe('“sensor” — search results — MakerBazaar');
    await user.click(await within(filters).findByRole('radio', { name: 'Under ₹500 (25)' }));
    await waitFor(() => expect(url()).toBe('?q=sensor&price=0-500'));
    await user.click(within(filters).getByRole('checkbox', { name: 'Aosong (1)' }));
    await waitFor(() => expect(url()).toBe('?q=sensor&brand=Aosong&price=0-500'));
    await waitFor(() => expect(requests.at(-1)?.toString()).toBe('q=sensor&brand=Aosong&max_price=499.99'));
    expect(within(filters).getByRole('checkbox', { name: 'Aosong (1)' })).toBeChecked();

    await user.click(within(filters).getByRole('checkbox', { name: '5V (14)' }));
    await waitFor(() => expect(url()).toBe('?q=sensor&brand=Aosong&price=0-500&spec.Operating Voltage=5V'));
    await user.click(within(filters).getByRole('radio', { name: '4★ & up' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() =>
      expect(requests.at(-1)?.toString()).toBe(
        'q=sensor&brand=Aosong&max_price=499.99&in_stock=true&min_rating=4&spec.Operating+Voltage=5V',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(url()).toBe('?q=sensor&brand=Aosong&price=0-500'));
    expect(within(filters).getByRole('radio', { name: 'Under ₹500 (25)' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Aosong (1)' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: '5V (14)' })).not.toBeChecked();
    // Eight clicks, each asking again: more than the default 5 s on a busy machine.
  }, 15_000);

  it('removes one filter with its chip and all of them with Clear Filters, keeping the words', async () => {
    mockSearch();
    renderPage('/search?q=sensor&brand=Aosong&brand=Generic&in_stock=true&ordering=price');
    const user = userEvent.setup();
    const chips = await screen.findByRole('region', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Aosong' }));
    await waitFor(() => expect(url()).toBe('?q=sensor&brand=Generic&in_stock=true&ordering=price'));
    await user.click(within(chips).getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(url()).toBe('?q=sensor&ordering=price'));
    expect(screen.queryByRole('region', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('offers Clear Filters and Browse All Products when nothing matches', async () => {
    const requests = mockSearch((params) => (params.has('brand') ? answer([]) : answer([HC_SR04])));
    renderPage('/search?q=lidar&brand=Aosong&view=list');
    expect(await screen.findByText('No products match "lidar". Try a different search term.')).toBeInTheDocument();
    expect(screen.getByText('0 products found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/search?view=list');
    // The filters hid the parts: clearing them is the way on, not other parts.
    expect(screen.queryByRole('region', { name: 'Popular parts' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('HC-SR04 Ultrasonic Distance Sensor')).toBeInTheDocument();
    expect(url()).toBe('?q=lidar&view=list');
    expect(requests.at(-1)?.has('brand')).toBe(false);
  });

  it('loads the next page with Load more and keeps the page count in the URL', async () => {
    const requests = mockSearch((params) =>
      params.get('page') === '2'
        ? answer([DHT22], { count: 2, next: null, previous: 'p1' })
        : answer([HC_SR04], { count: 2, next: 'p2' }),
    );
    renderPage('/search?q=sensor');
    expect(await screen.findByText('Showing 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('DHT22 Temperature and Humidity Sensor Module')).toBeInTheDocument();
    expect(screen.getByText('HC-SR04 Ultrasonic Distance Sensor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(url()).toBe('?q=sensor&page=2');
    expect(requests.map((r) => r.get('page'))).toEqual([null, '2']);
  });

  it('shows a real list layout whose Add to Cart uses the product actions', async () => {
    mockSearch();
    const actions = renderPage('/search?q=sensor');
    const user = userEvent.setup();
    await screen.findByText('HC-SR04 Ultrasonic Distance Sensor');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(url()).toBe('?q=sensor&view=list');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    const row = screen
      .getByRole('heading', { name: 'DHT22 Temperature and Humidity Sensor Module' })
      .closest('article')!;
    expect(within(row).getByText(/Measures distance/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Add to Cart' }));
    expect(actions.addToCart).toHaveBeenCalledWith(DHT22, undefined);
  });

  it('searches new words from its own form, but never a blank text', async () => {
    const requests = mockSearch();
    renderPage('/search?q=sensor&brand=Aosong');
    const user = userEvent.setup();
    await screen.findByText('2 products found');
    const input = screen.getByRole('searchbox', { name: 'Search the catalogue' });
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(url()).toBe('?q=sensor&brand=Aosong');
    await user.clear(input);
    await user.type(input, 'servo motor{Enter}');
    await waitFor(() => expect(url()).toBe('?q=servo motor'));
    await waitFor(() => expect(requests.at(-1)?.get('q')).toBe('servo motor'));
  });

  it('shows an error with Retry when the search fails', async () => {
    let fail = true;
    mockSearch(() => (fail ? new HttpResponse(null, { status: 503 }) : answer([HC_SR04])));
    renderPage('/search?q=sensor');
    expect(await screen.findByRole('heading', { name: 'Search is unavailable right now' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('HC-SR04 Ultrasonic Distance Sensor')).toBeInTheDocument();
  });

  it('shows what the server said about a search it could not run', async () => {
    mockSearch(() => HttpResponse.json({ min_price: ['Enter a valid amount in rupees.'] }, { status: 400 }));
    renderPage('/search?q=sensor');
    expect(await screen.findByRole('heading', { name: 'This search could not be run' })).toBeInTheDocument();
    expect(screen.getByText('Enter a valid amount in rupees.')).toBeInTheDocument();
  });
});
