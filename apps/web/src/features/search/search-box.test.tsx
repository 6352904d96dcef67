import type { Suggestions } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { SearchBox } from './search-box';

const server = setupMockApi();

// jsdom does not lay out or scroll.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

const SUGGESTIONS: Suggestions = {
  products: [
    {
      id: 8,
      slug: 'hc-sr04-ultrasonic-distance-sensor',
      name: 'HC-SR04 Ultrasonic Distance Sensor',
      brand: 'Generic',
      price: 79,
      primary_image: '/placeholder-part.svg',
      primary_image_variants: [],
    },
    {
      id: 12,
      slug: 'vl53l0x-time-of-flight-laser-distance-sensor',
      name: 'VL53L0X Time-of-Flight Laser Distance Sensor',
      brand: 'Generic',
      price: 349,
      primary_image: '/placeholder-part.svg',
      primary_image_variants: [],
    },
  ],
  categories: [{ slug: 'sensors', name: 'Sensors' }],
};

/** Answers suggestions and records each `q` asked for. */
function mockSuggest() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/search/suggest/', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(SUGGESTIONS);
    }),
  );
  return asked;
}

function Page() {
  const location = useLocation();
  return <h1>{`${location.pathname}${decodeURIComponent(location.search)}`}</h1>;
}

function renderBox() {
  renderWithApp(
    <>
      <SearchBox place="test" />
      <p>Outside</p>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </>,
    { path: '/' },
  );
  return screen.getByRole('combobox', { name: 'Search products' });
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('SearchBox', () => {
  it('does not submit a blank query', async () => {
    const asked = mockSuggest();
    const input = renderBox();
    await userEvent.type(input, '    {Enter}');
    expect(heading()).toHaveTextContent(/^\/$/);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(heading()).toHaveTextContent(/^\/$/);
    expect(asked).toEqual([]);
  });

  it('suggests products and categories while typing, asking once the typing pauses', async () => {
    const asked = mockSuggest();
    const input = renderBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'ultrasonc');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(asked).toEqual(['ultrasonc']);
    const products = within(listbox).getByRole('group', { name: 'Products' });
    expect(within(products).getAllByRole('option')).toHaveLength(2);
    expect(within(products).getByRole('option', { name: /HC-SR04 Ultrasonic Distance Sensor.*₹79/ })).toBeVisible();
    const categories = within(listbox).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option', { name: 'Sensors' })).toBeVisible();
  });

  it('keeps what a visitor typed into the server-rendered page before the app started, and the focus', async () => {
    const asked = mockSuggest();
    renderWithApp(<SearchBox place="test" />, {
      beforeHydration: (markup) => {
        const early = markup.querySelector('input') as HTMLInputElement;
        early.value = 'ultrasonc';
        early.focus();
      },
    });
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input).toHaveValue('ultrasonc');
    expect(input).toHaveFocus();
    await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(asked).toEqual(['ultrasonc']);
    // The app holds the text, so a later render keeps it.
    await userEvent.setup().type(input, 'i');
    expect(input).toHaveValue('ultrasonci');
  });

  it('moves through the suggestions with the arrow keys, Home and End, and opens one with Enter', async () => {
    mockSuggest();
    const input = renderBox();
    const user = userEvent.setup();
    await user.type(input, 'sensor');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{End}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(heading()).toHaveTextContent('/product/vl53l0x-time-of-flight-laser-distance-sensor');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a category suggestion on click', async () => {
    mockSuggest();
    const input = renderBox();
    await userEvent.type(input, 'sens');
    await userEvent.click(await screen.findByRole('option', { name: 'Sensors' }));
    expect(heading()).toHaveTextContent('/category/sensors');
  });

  it('goes to /search?q= on Enter without an active suggestion', async () => {
    mockSuggest();
    const input = renderBox();
    const user = userEvent.setup();
    await user.type(input, '  esp32 cam ');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(heading()).toHaveTextContent('/search?q=esp32 cam');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, clears the text with a second Escape, and closes on a click outside', async () => {
    mockSuggest();
    const input = renderBox();
    const user = userEvent.setup();
    await user.type(input, 'sensor');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('sensor');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));

    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
  });
});
