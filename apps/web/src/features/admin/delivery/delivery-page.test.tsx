import { DEFAULT_DELIVERY_DAYS, type DeliveryRules, type DeliveryRulesInput } from '@makerbazaar/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import DeliveryPage from './delivery-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

const rules: DeliveryRules = { no_delivery: ['744'], no_cod: [], zone_days: DEFAULT_DELIVERY_DAYS };

/** Serves the rules and records what is saved, answering as the server would. */
function serveRules() {
  const saved: DeliveryRulesInput[] = [];
  server.use(
    http.get('*/api/admin/delivery/', () => HttpResponse.json(rules)),
    http.put('*/api/admin/delivery/', async ({ request }) => {
      const body = (await request.json()) as DeliveryRules;
      saved.push(body);
      return HttpResponse.json({ ...body, no_delivery: [...new Set(body.no_delivery)].sort() });
    }),
  );
  return saved;
}

beforeEach(() => startSession('access-1'));

describe('DeliveryPage', { timeout: 20_000 }, () => {
  it('shows the rules in force and saves staff’s changes', async () => {
    const saved = serveRules();
    renderWithApp(<DeliveryPage />, { path: '/admin/delivery' });
    const [noDelivery, noCod] = await screen.findAllByRole('textbox', { name: 'PIN codes or prefixes' });
    expect(noDelivery).toHaveValue('744');
    const user = userEvent.setup();
    await user.type(noDelivery!, ', 682555');
    await user.type(noCod!, '1941');
    const most = screen.getByRole('spinbutton', { name: 'Same city: most days' });
    await user.clear(most);
    await user.type(most, '3');
    await user.click(screen.getByRole('button', { name: 'Save delivery rules' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Delivery rules saved'));
    expect(saved).toEqual([
      {
        no_delivery: ['744', '682555'],
        no_cod: ['1941'],
        zone_days: { ...DEFAULT_DELIVERY_DAYS, same_city: { min: 1, max: 3 } },
      },
    ]);
    expect(noDelivery).toHaveValue('682555\n744');
  });

  it('refuses what is not a PIN code or prefix, and days out of order, before asking the server', async () => {
    const saved = serveRules();
    renderWithApp(<DeliveryPage />, { path: '/admin/delivery' });
    const [noDelivery] = await screen.findAllByRole('textbox', { name: 'PIN codes or prefixes' });
    const user = userEvent.setup();
    await user.type(noDelivery!, ' 0744');
    const fewest = screen.getByRole('spinbutton', { name: 'Metro cities: fewest days' });
    await user.clear(fewest);
    await user.type(fewest, '9');
    await user.click(screen.getByRole('button', { name: 'Save delivery rules' }));
    expect(noDelivery).toHaveAccessibleDescription(
      'Enter a PIN code or its first digits (1 to 6 digits, the first not 0).',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The most days cannot be fewer than the least.');
    expect(saved).toEqual([]);
  });
});
