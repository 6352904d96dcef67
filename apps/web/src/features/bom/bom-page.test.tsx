import type { BomLine, BomMatch, BomProduct } from '@makerbazaar/core';
import { emptyBomMapping } from '@makerbazaar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import BomPage from './bom-page';

const server = setupMockApi();

const withBreaks = (product: ReturnType<typeof aProduct>, breaks: BomProduct['price_breaks'] = []): BomProduct => ({
  ...product,
  price_breaks: breaks,
});
const sensor = withBreaks(aProduct(1, 'HC-SR04 Ultrasonic Distance Sensor', 79, 10), [{ min_quantity: 10, price: 70 }]);
const otherSensor = withBreaks(aProduct(3, 'VL53L0X Time-of-Flight Laser Distance Sensor', 349, 110));
const driver = withBreaks(aProduct(2, 'L298N Dual H-Bridge Motor Driver Module', 179, 300));

const line = (changes: Partial<BomLine>): BomLine => ({
  references: [],
  quantity: 1,
  part_number: '',
  value: '',
  footprint: '',
  description: '',
  position: 1,
  confidence: 'sure',
  product: null,
  alternatives: [],
  substitute: null,
  ...changes,
});

const matched: BomMatch = {
  columns: ['Reference', 'Value', 'Qty'],
  sample: [],
  mapping: { ...emptyBomMapping(), reference: 0, value: 1, quantity: 2 },
  mapping_unsure: false,
  lines: [
    line({ references: ['U1', 'U2'], value: 'HC-SR04', quantity: 2, product: sensor, substitute: otherSensor }),
    line({ references: ['U3'], value: 'L298N', position: 2, product: driver }),
    line({ references: ['R1'], value: '10k', position: 3, confidence: 'none' }),
  ],
};

async function readList() {
  server.use(http.post('*/api/bom/match/', () => HttpResponse.json(matched)));
  renderWithApp(<BomPage />, { path: '/bom' });
  await userEvent.type(screen.getByLabelText('Paste your parts list'), 'U1,HC-SR04,2');
  await userEvent.click(screen.getByRole('button', { name: /Find my parts/ }));
  return screen.findByRole('table');
}

const rowOf = (table: HTMLElement, text: string) => {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return within(row);
};

describe('BomPage build multiplier', () => {
  it('multiplies every line by the boards built and prices each at the break that quantity reaches', async () => {
    const table = await readList();
    expect(rowOf(table, 'HC-SR04').getByText('2 per board')).toBeInTheDocument();
    expect(screen.getByText('₹337')).toBeInTheDocument(); // 2 × ₹79 + ₹179

    const builds = screen.getByLabelText('Build');
    await userEvent.clear(builds);
    await userEvent.type(builds, '5');
    // 10 sensors reach the 10+ break (₹70), more than the 10 in stock: marked, with a substitute.
    const sensorRow = rowOf(table, 'HC-SR04');
    expect(sensorRow.getByText('10')).toBeInTheDocument();
    expect(sensorRow.getByText('₹700')).toBeInTheDocument();
    expect(screen.getByText('₹1,595')).toBeInTheDocument(); // 10 × ₹70 + 5 × ₹179
    await userEvent.click(screen.getByRole('button', { name: 'One board more' }));
    expect(sensorRow.getByText('Need 12, 10 in stock')).toBeInTheDocument();
    expect(sensorRow.getByRole('button', { name: /Use VL53L0X .* instead/ })).toBeInTheDocument();
  });

  it('refuses a build count it cannot use and keeps the last good one', async () => {
    const table = await readList();
    const builds = screen.getByLabelText('Build');
    await userEvent.clear(builds);
    await userEvent.type(builds, '0');
    expect(screen.getByText('Type a number of boards from 1 to 99.')).toBeInTheDocument();
    expect(rowOf(table, 'L298N').getByText('1 per board')).toBeInTheDocument();
    expect(screen.getByText('₹337')).toBeInTheDocument();
  });

  it('keeps a line the shop does not sell, left out of the total', async () => {
    const table = await readList();
    expect(rowOf(table, '10k').getByText("We don't sell this part. It stays on your list.")).toBeInTheDocument();
    expect(screen.getByText(/1 line is left out/)).toBeInTheDocument();
  });
});
