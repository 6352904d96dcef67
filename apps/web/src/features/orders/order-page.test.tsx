import type { Order } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';
import { startSession } from '@/lib/session';
import { anOrder, asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import OrderPage from './order-page';

const server = setupMockApi();
beforeEach(() => startSession('access-1'));

function renderOrder(order: Order | null) {
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/orders/41/', () =>
      order ? HttpResponse.json(order) : HttpResponse.json({ detail: 'Order not found.' }, { status: 404 }),
    ),
  );
  renderWithApp(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderPage />} />
    </Routes>,
    { path: '/orders/41' },
  );
}

const steps = async () =>
  within(await screen.findByRole('list', { name: 'Order progress' }))
    .getAllByRole('listitem')
    .map((step) => [step.textContent, step.getAttribute('aria-current')]);

describe('OrderPage', () => {
  it('shows the order in full, with its progress', async () => {
    renderOrder(
      anOrder({
        status: 'shipped',
        status_display: 'Shipped',
        carrier: 'DTDC',
        tracking_number: 'DTDC-99812',
        goods_amount: 449,
        cod_fee: 50,
        total_amount: 499,
        can_be_cancelled: false,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order MB-2026-000041' })).toBeInTheDocument();
    expect(await steps()).toEqual([
      ['Order placed (done)21 Nov 2026', null],
      ['Confirmed (done)', null],
      ['Packed (done)', null],
      ['ShippedDTDC, tracking DTDC-99812', 'step'],
      ['Delivered (to come)', null],
    ]);
    expect(screen.getByText('Cash on delivery fee').nextSibling).toHaveTextContent('₹50');
    expect(screen.getByText('Goods total').nextSibling).toHaveTextContent('₹449');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹499');
    expect(screen.getByText('Shipping address').nextSibling).toHaveTextContent('14 Church Street');
    expect(screen.getByText('Tracking number').nextSibling).toHaveTextContent('DTDC-99812with DTDC');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('links the parcel on its courier’s site, or the courier’s tracking page to type the number in', async () => {
    renderOrder(anOrder({ status: 'shipped', carrier: 'Delhivery', tracking_number: '1234567890123' }));
    const parcel = await screen.findByRole('link', { name: /Track your parcel on Delhivery/ });
    expect(parcel).toHaveAttribute('href', 'https://www.delhivery.com/track-v2/package/1234567890123');
    expect(parcel).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Enter your tracking number there.')).not.toBeInTheDocument();
  });

  it('sends an India Post parcel to its tracking page, in the page’s language', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') });
    renderOrder(anOrder({ status: 'shipped', carrier: 'India Post', tracking_number: 'EE123456789IN' }));
    const page = await screen.findByRole('link', { name: /India Post/ });
    expect(page).toHaveAttribute(
      'href',
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
    );
    expect(page.textContent).not.toMatch(/tracking page/);
  });

  it('has no link for a courier the shop does not know', async () => {
    renderOrder(anOrder({ status: 'shipped', carrier: 'Anjali Couriers', tracking_number: 'AC-991' }));
    expect(await screen.findByText('AC-991')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Track your parcel|tracking page/ })).not.toBeInTheDocument();
  });

  it('shows a packed order between confirmed and shipped', async () => {
    renderOrder(anOrder({ status: 'packed', status_display: 'Packed', can_be_cancelled: false }));
    expect(await steps()).toEqual([
      ['Order placed (done)21 Nov 2026', null],
      ['Confirmed (done)', null],
      ['Packed', 'step'],
      ['Shipped (to come)', null],
      ['Delivered (to come)', null],
    ]);
    expect(screen.queryByRole('link', { name: /Write Review/ })).not.toBeInTheDocument();
  });

  it('offers a review once delivered, and names a partial refund with its amount', async () => {
    renderOrder(
      anOrder({
        status: 'delivered',
        status_display: 'Delivered',
        payment_method: 'online',
        payment_status: 'partially_refunded',
        payment_status_display: 'Partly refunded',
        refunded_amount: 30,
        tracking_number: 'DL-12345',
        can_be_cancelled: false,
      }),
    );
    expect(await screen.findByRole('link', { name: /Write Review/ })).toHaveAttribute(
      'href',
      '/reviews/write/arduino-uno-r3',
    );
    expect(screen.getByText('Partly refunded')).toBeInTheDocument();
    expect(screen.getByText('Refunded').nextSibling).toHaveTextContent('₹30 of ₹1,048');
  });

  it('says the amount refunded in the page’s language', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') });
    renderOrder(anOrder({ payment_method: 'online', payment_status: 'partially_refunded', refunded_amount: 30 }));
    expect((await screen.findByText('रिफ़ंड की गई रकम')).nextSibling).toHaveTextContent('₹1,048 में से ₹30');
  });

  it('says the order’s status, payment method and payment status in the page’s language', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') });
    renderOrder(
      anOrder({
        status: 'delivered',
        status_display: 'Delivered',
        payment_method: 'cod',
        payment_method_display: 'Cash on Delivery',
        payment_status: 'partially_refunded',
        payment_status_display: 'Partly refunded',
        refunded_amount: 30,
        can_be_cancelled: false,
      }),
    );
    const badge = await screen.findByText('डिलीवर हुआ', { selector: '[data-status] *, [data-status]' });
    expect(badge.closest('[data-status]')).toHaveAttribute('data-status', 'delivered');
    expect(screen.getByText('तरीका').nextSibling).toHaveTextContent('कैश ऑन डिलीवरी');
    expect(screen.getByText('आंशिक रिफ़ंड हुआ')).toBeInTheDocument();
    expect(screen.queryByText(/Delivered|Cash on Delivery|Partly refunded/)).not.toBeInTheDocument();
  });

  it('names no refund on an order that had none', async () => {
    renderOrder(anOrder({ payment_method: 'online', payment_status: 'completed', payment_status_display: 'Paid' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText('Refunded')).not.toBeInTheDocument();
  });

  it('shows a cancelled order as placed, then cancelled', async () => {
    renderOrder(anOrder({ status: 'cancelled', status_display: 'Cancelled', can_be_cancelled: false }));
    expect(await steps()).toEqual([
      ['Order placed (done)21 Nov 2026', null],
      ['Cancelled', 'step'],
    ]);
  });

  it('downloads the tax invoice and each credit note of a refunded, then cancelled order as PDF files', async () => {
    const asked: string[] = [];
    const pdf = ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      asked.push(`${params.file} ${request.headers.get('authorization')}`);
      return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: { 'content-type': 'application/pdf' },
      });
    };
    server.use(http.get('*/api/orders/41/:file', pdf), http.get('*/api/orders/41/credit-notes/:file', pdf));
    const saved: string[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderOrder(
      anOrder({
        status: 'cancelled',
        status_display: 'Cancelled',
        can_be_cancelled: false,
        invoice: {
          number: 'MB/26-27/000041',
          issued_at: '2026-11-21T09:30:00.000Z',
          url: '/api/orders/41/invoice.pdf',
        },
        gstin: '29ABCDE1234F1ZW',
        business_name: 'Asha Labs',
        credit_notes: [
          {
            number: 'CN/26-27/000003',
            issued_at: '2026-11-21T10:00:00.000Z',
            url: '/api/orders/41/credit-notes/7',
          },
          {
            number: 'CN/26-27/000009',
            issued_at: '2026-11-22T10:00:00.000Z',
            url: '/api/orders/41/credit-notes/12',
          },
        ],
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download tax invoice MB/26-27/000041 (PDF)' }));
    await user.click(screen.getByRole('button', { name: 'Download credit note CN/26-27/000003 (PDF)' }));
    await user.click(screen.getByRole('button', { name: 'Download credit note CN/26-27/000009 (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['MB-26-27-000041.pdf', 'CN-26-27-000003.pdf', 'CN-26-27-000009.pdf']));
    // Two notes are told apart by their numbers.
    expect(screen.getByRole('button', { name: 'Download credit note CN/26-27/000009 (PDF)' })).toHaveTextContent(
      'Credit note CN/26-27/000009',
    );
    expect(screen.getByText('Billed to').nextSibling).toHaveTextContent('Asha Labs');
    expect(screen.getByText('GSTIN').nextSibling).toHaveTextContent('29ABCDE1234F1ZW');
    expect(asked).toEqual(['invoice.pdf Bearer access-1', '7 Bearer access-1', '12 Bearer access-1']);
    expect(createObjectURL.mock.calls.map(([file]) => (file as Blob).type)).toEqual([
      'application/pdf',
      'application/pdf',
      'application/pdf',
    ]);
    for (const spy of [createObjectURL, revokeObjectURL, click]) spy.mockRestore();
  });

  it('says when the order does not exist', async () => {
    renderOrder(null);
    expect(await screen.findByText('Order Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/orders');
  });
});
