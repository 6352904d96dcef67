import { type AdminCoupon, everyTranslation } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import CouponsPage from './coupons-page';

const server = setupMockApi();
beforeEach(() => startSession('access-1'));

const hindi = {
  title: 'आपके ऑर्डर पर 10% की छूट',
  description: '₹999 या उससे ज़्यादा के ऑर्डर पर।',
  terms: ['एक ऑर्डर पर एक कूपन।'],
};

const welcome: AdminCoupon = {
  id: 7,
  code: 'WELCOME10',
  title: '10% off your order',
  description: 'On orders of ₹999 or more.',
  kind: 'percent',
  value: 10,
  discount_label: '10% off',
  min_order: 999,
  max_discount: 500,
  starts_on: '2026-11-01',
  expires_on: '2027-04-30',
  usage_limit: null,
  per_customer_limit: 1,
  times_used: 0,
  category: null,
  terms: ['One coupon per order.'],
  audience: 'everyone',
  customers: [],
  is_active: true,
  created_at: '2026-11-01T00:00:00.000Z',
  translations: { ...everyTranslation({}, { title: '', description: '', terms: [] as string[] }), hi: hindi },
};

describe('CouponsPage', () => {
  it('edits a coupon’s translations: its Hindi shows, Telugu is added line by line, and the English stays', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/admin/coupons/', () => HttpResponse.json({ results: [welcome] })),
      http.get('*/api/admin/categories/', () => HttpResponse.json({ results: [] })),
      http.patch('*/api/admin/coupons/7/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(welcome);
      }),
    );
    renderWithApp(<CouponsPage />, { path: '/admin/coupons' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit WELCOME10' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('10% off your order');
    expect(within(dialog).getByLabelText('Title in Hindi')).toHaveValue(hindi.title);
    expect(within(dialog).getByLabelText('Terms (one per line) in Hindi')).toHaveValue(hindi.terms[0]);
    expect(within(dialog).getByLabelText('Title in Telugu')).not.toBeVisible();

    await userEvent.click(within(dialog).getByText('Telugu'));
    await userEvent.type(within(dialog).getByLabelText('Title in Telugu'), 'మీ ఆర్డర్‌పై 10% తగ్గింపు');
    await userEvent.type(
      within(dialog).getByLabelText('Terms (one per line) in Telugu'),
      'ఒక్కో ఆర్డర్‌కు ఒక కూపన్.{Enter}{Enter}ఆర్డర్ రద్దు చేస్తే కూపన్ తిరిగి వస్తుంది.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      title: '10% off your order',
      terms: ['One coupon per order.'],
      translations: {
        hi: hindi,
        te: {
          title: 'మీ ఆర్డర్‌పై 10% తగ్గింపు',
          description: '',
          terms: ['ఒక్కో ఆర్డర్‌కు ఒక కూపన్.', 'ఆర్డర్ రద్దు చేస్తే కూపన్ తిరిగి వస్తుంది.'],
        },
        ta: { title: '', description: '', terms: [] },
      },
    });
  }, 20_000);
});
