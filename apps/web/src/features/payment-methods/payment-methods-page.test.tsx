import type { SavedPaymentMethod, UpiIdInput } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import PaymentMethodsPage from './payment-methods-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

const UPI: SavedPaymentMethod = {
  id: 1,
  type: 'upi',
  label: 'Google Pay',
  is_default: true,
  upi_id: 'asha.rao@okhdfcbank',
  card: null,
  created_at: '2026-11-20T10:00:00.000Z',
};
const CARD: SavedPaymentMethod = {
  id: 2,
  type: 'card',
  label: '',
  is_default: false,
  upi_id: null,
  card: {
    provider: 'test',
    brand: 'Visa',
    last4: '1111',
    expiry_month: 4,
    expiry_year: 2031,
    token: 'token_test_1',
    customer_id: null,
  },
  created_at: '2026-11-21T10:00:00.000Z',
};

/** A server keeping the customer's methods as the real one does: the default first, one default. */
function serve(initial: SavedPaymentMethod[], { deleteStatus = 204 }: { deleteStatus?: number } = {}) {
  let methods = [...initial];
  const sorted = () => [...methods].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  const requests: { method: string; url: string; body?: unknown }[] = [];
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/payment-methods/', () => HttpResponse.json({ results: sorted() })),
    http.post('*/api/payment-methods/upi/', async ({ request }) => {
      const body = (await request.json()) as UpiIdInput;
      requests.push({ method: 'POST', url: 'upi/', body });
      if (body.upi_id === 'taken@okaxis') {
        return HttpResponse.json({ detail: 'You have already saved this UPI ID.' }, { status: 409 });
      }
      const saved: SavedPaymentMethod = {
        ...UPI,
        id: 9,
        upi_id: body.upi_id,
        label: body.label ?? '',
        is_default: methods.length === 0,
      };
      methods.push(saved);
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.post('*/api/payment-methods/:id/default/', ({ params }) => {
      requests.push({ method: 'POST', url: `${params.id}/default/` });
      methods = methods.map((m) => ({ ...m, is_default: m.id === Number(params.id) }));
      return HttpResponse.json(methods.find((m) => m.id === Number(params.id)));
    }),
    http.delete('*/api/payment-methods/:id/', ({ params }) => {
      requests.push({ method: 'DELETE', url: `${params.id}/` });
      if (deleteStatus !== 204) {
        return HttpResponse.json(
          { detail: 'The payment gateway could not delete the saved card, so it is kept.' },
          { status: deleteStatus },
        );
      }
      methods = methods.filter((m) => m.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return requests;
}

/** The "Default" badge, not the "Set as Default" button. */
const defaultBadge = (card: HTMLElement | undefined) =>
  within(card as HTMLElement).queryByText('Default', { exact: true });

function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/payment-methods" element={<PaymentMethodsPage />} />
    </Routes>,
    { path: '/payment-methods' },
  );
}

beforeEach(() => startSession('access-1'));

describe('PaymentMethodsPage', () => {
  it('asks a visitor to log in', async () => {
    endSession();
    renderPage();
    expect(await screen.findByText('Please log in to manage your payment methods.')).toBeInTheDocument();
  });

  it('lists the default first with its badge, cards by brand, last four and expiry, and says card numbers are never stored', async () => {
    serve([CARD, UPI]);
    renderPage();
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveAccessibleName('asha.rao@okhdfcbank');
    expect(defaultBadge(first)).toBeInTheDocument();
    expect(first).toHaveTextContent('UPI ID · Google Pay');
    expect(within(first as HTMLElement).queryByRole('button', { name: 'Set as Default' })).not.toBeInTheDocument();
    expect(second).toHaveAccessibleName('Visa •••• 1111');
    expect(second).toHaveTextContent('Card · expires 04/31');
    expect(defaultBadge(second)).not.toBeInTheDocument();
    expect(screen.getByText(/We never store card numbers, CVVs or UPI PINs/)).toBeInTheDocument();
  });

  it('adds a UPI ID through the dialog, checking its format before sending it', async () => {
    const requests = serve([]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add UPI ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add UPI ID' });
    await user.type(within(dialog).getByLabelText('UPI ID'), 'asha');
    await user.click(within(dialog).getByRole('button', { name: 'Save UPI ID' }));
    expect(await within(dialog).findByText('Enter a UPI ID like name@okhdfcbank.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.clear(within(dialog).getByLabelText('UPI ID'));
    await user.type(within(dialog).getByLabelText('UPI ID'), 'Asha@OKAXIS');
    await user.type(within(dialog).getByLabelText('Label (optional)'), 'PhonePe');
    await user.click(within(dialog).getByRole('button', { name: 'Save UPI ID' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(requests).toEqual([
      { method: 'POST', url: 'upi/', body: { upi_id: 'asha@okaxis', label: 'PhonePe', is_default: false } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('UPI ID saved');
    expect(defaultBadge(await screen.findByRole('article', { name: 'asha@okaxis' }))).toBeInTheDocument();
  });

  it("shows the server's refusal of a UPI ID already saved", async () => {
    serve([UPI]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add UPI ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add UPI ID' });
    await user.type(within(dialog).getByLabelText('UPI ID'), 'taken@okaxis');
    await user.click(within(dialog).getByRole('button', { name: 'Save UPI ID' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have already saved this UPI ID.'));
    expect(dialog).toBeInTheDocument();
  });

  it('moves the default, and deletes a card only after confirming', async () => {
    const requests = serve([UPI, CARD]);
    renderPage();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Visa •••• 1111' });
    await user.click(within(card).getByRole('button', { name: 'Set as Default' }));
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Visa •••• 1111'));
    expect(defaultBadge(screen.getAllByRole('article')[0])).toBeInTheDocument();
    expect(defaultBadge(screen.getByRole('article', { name: 'asha.rao@okhdfcbank' }))).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: 'Visa •••• 1111' })).getByRole('button', { name: 'Delete' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(dialog).toHaveTextContent('The payment gateway deletes its saved copy of the card too.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('article', { name: 'Visa •••• 1111' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(
      within(screen.getByRole('article', { name: 'Visa •••• 1111' })).getByRole('button', { name: 'Delete' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Visa •••• 1111' })).not.toBeInTheDocument());
    expect(requests.at(-1)).toEqual({ method: 'DELETE', url: '2/' });
    expect(toast.success).toHaveBeenCalledWith('Card deleted');
  });

  it('keeps a card the gateway could not delete, and says so', async () => {
    serve([CARD], { deleteStatus: 502 });
    renderPage();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Visa •••• 1111' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The payment gateway could not delete the saved card, so it is kept.'),
    );
    // The dialog stays for another try.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('article', { name: 'Visa •••• 1111' })).toBeInTheDocument();
  });
});
