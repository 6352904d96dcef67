import type { CustomerCoupon, CustomerCouponList } from '@makerbazaar/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';
import { endSession, startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import CouponsPage from './coupons-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

function aCoupon(id: number, code: string, state: CustomerCoupon['state'], changes: Partial<CustomerCoupon> = {}) {
  return {
    id,
    code,
    title: `${code} title`,
    description: '',
    kind: 'percent',
    discount_label: '10% off',
    min_order: 999,
    max_discount: 500,
    expires_on: '2027-05-24',
    category: null,
    terms: ['One use per customer.'],
    state,
    uses_left: state === 'active' ? 1 : 0,
    ...changes,
  } satisfies CustomerCoupon;
}

const LIST: CustomerCouponList = {
  results: [
    aCoupon(1, 'WELCOME10', 'active'),
    aCoupon(2, 'SENSOR15', 'active', {
      discount_label: '15% off',
      min_order: 500,
      max_discount: 200,
      category: { id: 4, name: 'Sensors', slug: 'sensors' },
    }),
    aCoupon(3, 'MAKER50', 'used', { kind: 'flat', discount_label: '₹50 off', max_discount: null }),
  ],
  counts: { active: 2, used: 1, expired: 0 },
};

beforeEach(() => {
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/coupons/', () => HttpResponse.json(LIST)),
  );
});

describe('CouponsPage', () => {
  it('asks a visitor to sign in', async () => {
    endSession();
    renderWithApp(<CouponsPage />, { path: '/coupons' });
    expect(await screen.findByText('Please log in to see your coupons.')).toBeInTheDocument();
  });

  it('shows the active coupons first, with counts on the tabs, conditions and terms', async () => {
    startSession('access-1');
    renderWithApp(<CouponsPage />, { path: '/coupons' });
    expect(await screen.findByRole('tab', { name: 'Active (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Used (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Expired (0)' })).toBeInTheDocument();
    const sensors = screen.getByRole('article', { name: 'SENSOR15: SENSOR15 title' });
    expect(sensors).toHaveTextContent('Min. order ₹500 · up to ₹200 off · Sensors only');
    expect(sensors).toHaveTextContent('Valid till 24 May 2027');
    expect(within(sensors).getByText('One use per customer.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /MAKER50/ })).not.toBeInTheDocument();
  });

  it('copies a code with the toast, and lists used coupons without a copy button', async () => {
    startSession('access-1');
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithApp(<CouponsPage />, { path: '/coupons' });
    const welcome = await screen.findByRole('article', { name: 'WELCOME10: WELCOME10 title' });
    await user.click(within(welcome).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Coupon code copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith('WELCOME10');

    await user.click(screen.getByRole('tab', { name: 'Used (1)' }));
    const used = await screen.findByRole('article', { name: 'MAKER50: MAKER50 title' });
    expect(used).toHaveTextContent('Used');
    expect(within(used).queryByRole('button', { name: 'Copy code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Expired (0)' }));
    expect(await screen.findByText('No expired coupons')).toBeInTheDocument();
  });

  it('asks for the coupons in the page’s language, and asks again when it changes', async () => {
    startSession('access-1');
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/coupons/', ({ request }) => {
        const language = new URL(request.url).searchParams.get('lang');
        asked.push(language);
        const title = language === 'hi' ? 'आपके ऑर्डर पर 10% की छूट' : '10% off your order';
        return HttpResponse.json({ ...LIST, results: [aCoupon(1, 'WELCOME10', 'active', { title })] });
      }),
    );
    renderWithApp(<CouponsPage />, { path: '/coupons' });
    expect(await screen.findByRole('heading', { name: '10% off your order' })).toBeInTheDocument();
    const hindi = await loadMessages('hi');
    act(() => i18n.loadAndActivate({ locale: 'hi', messages: hindi }));
    expect(await screen.findByRole('heading', { name: 'आपके ऑर्डर पर 10% की छूट' })).toBeInTheDocument();
    expect(asked).toEqual(['en', 'hi']);
  });
});
