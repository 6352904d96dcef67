import type { AdminOrder } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import OrderPage from './order-page';

const server = setupMockApi();
beforeEach(() => startSession('access-1'));

function anAdminOrder(changes: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 41,
    order_number: 'MB20261123-1041',
    created_at: '2026-11-23T10:00:00.000Z',
    status: 'packed',
    payment_method: 'online',
    payment_status: 'completed',
    total_amount: 1484,
    total_items: 3,
    customer_name: 'Meera Iyer',
    customer_email: 'meera@example.in',
    phone_number: '+919845012345',
    pincode: '560025',
    payment_expires_at: null,
    refund_due: null,
    goods_amount: 1484,
    discount_amount: 0,
    coupon_code: null,
    cod_fee: 0,
    refunded_amount: 0,
    refundable_amount: 1484,
    items: [
      {
        id: 1,
        product_id: 7,
        product_slug: 'raspberry-pi-pico',
        name: 'Raspberry Pi Pico',
        image: '/media/pico.webp',
        quantity: 3,
        price: 494.67,
        line_total: 1484,
        restocked: 0,
      },
    ],
    shipping_address: '22 Residency Road, Bengaluru 560025',
    customer: {
      id: 5,
      username: 'meera',
      email: 'meera@example.in',
      first_name: 'Meera',
      last_name: 'Iyer',
      phone: '',
    },
    payment_provider: 'test',
    provider_payment_id: 'pay_test_1',
    unapplied_payments: [],
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    paid_at: '2026-11-23T10:01:00.000Z',
    confirmed_at: null,
    packed_at: '2026-11-23T11:00:00.000Z',
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    next_statuses: ['shipped', 'cancelled'],
    timeline: [
      {
        id: 1,
        action: 'placed',
        detail: 'Placed; waiting for the online payment',
        actor: 'Customer',
        created_at: '2026-11-23T10:00:00.000Z',
      },
      { id: 2, action: 'packed', detail: '', actor: 'ravi_k', created_at: '2026-11-23T11:00:00.000Z' },
    ],
    refunds: [],
    invoice: {
      number: 'MB/26-27/000041',
      issued_at: '2026-11-23T10:00:00.000Z',
      url: '/api/admin/orders/41/invoice.pdf',
    },
    credit_notes: [],
    ...changes,
  };
}

/** Serves the order as it stands; a move changes it as the server would. */
function openOrder(order: AdminOrder) {
  const sent: unknown[] = [];
  let current = order;
  server.use(
    http.get('*/api/admin/orders/41/', () => HttpResponse.json(current)),
    http.post('*/api/admin/orders/41/transition/', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push(body);
      current = {
        ...order,
        status: 'shipped',
        carrier: body.carrier ?? null,
        tracking_number: body.tracking_number ?? null,
        next_statuses: ['delivered'],
      };
      return HttpResponse.json(current);
    }),
    http.post('*/api/admin/orders/41/refund/', () =>
      HttpResponse.json({ amount: ['At most ₹1,484 can still be refunded on this order.'] }, { status: 400 }),
    ),
  );
  renderWithApp(
    <Routes>
      <Route path="/admin/orders/:id" element={<OrderPage />} />
    </Routes>,
    { path: '/admin/orders/41' },
  );
  return sent;
}

describe('OrderPage (back office)', { timeout: 20_000 }, () => {
  it('shows the order, its customer, payment and timeline, and only the moves the server allows', async () => {
    openOrder(anAdminOrder());
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('MB20261123-1041');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Packed');
    expect(screen.getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute('href', '/admin/customers/5');
    expect(screen.getByText('pay_test_1')).toBeInTheDocument();
    expect(screen.getByText('by ravi_k', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ship' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute('href', '/admin/orders/41/packing-slip');
    expect(screen.queryByRole('button', { name: /credit note/ })).not.toBeInTheDocument();
  });

  it('downloads the tax invoice from the back office’s address', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/orders/41/invoice.pdf', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    openOrder(anAdminOrder());
    await userEvent
      .setup()
      .click(
        await screen.findByRole('button', { name: 'Download tax invoice MB/26-27/000041 (PDF)' }, { timeout: 5000 }),
      );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(asked).toEqual(['/api/admin/orders/41/invoice.pdf']);
    for (const spy of [createObjectURL, revokeObjectURL, click]) spy.mockRestore();
  });

  it('ships only with a courier and a tracking number, after saying what happens', async () => {
    const user = userEvent.setup();
    const sent = openOrder(anAdminOrder());
    await user.click(await screen.findByRole('button', { name: 'Ship' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order MB20261123-1041' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Enter the courier that carries the parcel.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Courier'), 'Delhivery');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'DLV-7781234');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/will be marked shipped/)).toHaveTextContent(
      'Order MB20261123-1041 will be marked shipped with tracking number DLV-7781234 (Delhivery); the customer is e-mailed, with a link to follow the parcel. This cannot be undone.',
    );
    expect(sent).toEqual([]);
    // Back keeps what was typed.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Tracking number')).toHaveValue('DLV-7781234');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.getByText('DLV-7781234')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'shipped', carrier: 'Delhivery', tracking_number: 'DLV-7781234', note: '' }]);
  });

  it('recognises India Post from its number, and takes another courier by name', async () => {
    const user = userEvent.setup();
    const sent = openOrder(anAdminOrder());
    await user.click(await screen.findByRole('button', { name: 'Ship' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Ship order MB20261123-1041' });
    await user.type(within(dialog).getByLabelText('Tracking number'), 'EE123456789IN');
    expect(within(dialog).getByLabelText('Courier')).toHaveValue('India Post');
    expect(within(dialog).getByText('Recognised from the tracking number.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Courier'), 'Another courier…');
    await user.type(within(dialog).getByLabelText('Courier’s name'), 'Anjali Couriers');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/will be marked shipped/)).toHaveTextContent(
      '(Anjali Couriers); the customer is e-mailed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ carrier: 'Anjali Couriers', tracking_number: 'EE123456789IN' });
  });

  it('links the courier’s page of a shipped parcel', async () => {
    openOrder(
      anAdminOrder({
        status: 'shipped',
        carrier: 'Blue Dart',
        tracking_number: '81234567890',
        tracking_url: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890',
        next_statuses: ['delivered'],
      }),
    );
    const link = await screen.findByRole('link', { name: /Track the parcel/ }, { timeout: 5000 });
    expect(link).toHaveAttribute(
      'href',
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks before marking delivered, and says the cash is recorded as collected', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const shipped = anAdminOrder({
      status: 'shipped',
      payment_method: 'cod',
      payment_status: 'pending',
      next_statuses: ['delivered'],
    });
    openOrder(shipped);
    server.use(
      http.post('*/api/admin/orders/41/transition/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...shipped, status: 'delivered', payment_status: 'completed', next_statuses: [] });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order MB20261123-1041 delivered?' });
    expect(dialog).toHaveTextContent(
      'Order MB20261123-1041 will be marked delivered, with ₹1,484 collected in cash; the customer is e-mailed and may review what they bought. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'delivered', note: '' }]));
  });

  it('names what cancelling does, the refund it makes due included', async () => {
    const user = userEvent.setup();
    openOrder(anAdminOrder({ refundable_amount: 1484 }));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, { timeout: 5000 }));
    expect(screen.getByRole('dialog', { name: 'Cancel order MB20261123-1041?' })).toHaveTextContent(
      'Order MB20261123-1041 will be cancelled: its items go back in stock, and the ₹1,484 the customer paid is listed among the refunds to make; the customer is e-mailed. This cannot be undone.',
    );
  });

  it('offers the refundable maximum, confirms, and puts the server’s refusal on the amount', async () => {
    const user = userEvent.setup();
    openOrder(anAdminOrder({ refundable_amount: 1484 }));
    await user.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order MB20261123-1041' });
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(1484);
    expect(within(dialog).getByText('At most ₹1,484')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Bank transfer reference (UTR)')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Damaged in transit');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/will go back/)).toHaveTextContent(
      '₹1,484 of order MB20261123-1041 will go back to the customer’s original payment method; the customer is e-mailed, with a credit note against the tax invoice. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most ₹1,484 can still be refunded on this order.')).toBeInTheDocument();
  });

  it('opens the refund from the address, and sends back a payment the order could not take', async () => {
    const user = userEvent.setup();
    const owed = anAdminOrder({
      status: 'cancelled',
      payment_status: 'refund_pending',
      refundable_amount: 0,
      provider_payment_id: null,
      next_statuses: [],
      refund_due: { amount: 1484, since: '2026-11-21T10:35:00.000Z', overdue: true },
      unapplied_payments: [
        {
          provider: 'test',
          provider_payment_id: 'pay_test_late',
          amount: 1484,
          refundable_amount: 1484,
          received_at: '2026-11-21T10:35:00.000Z',
        },
      ],
    });
    const sent: unknown[] = [];
    let current = owed;
    server.use(
      http.get('*/api/admin/orders/41/', () => HttpResponse.json(current)),
      http.post('*/api/admin/orders/41/refund/', async ({ request }) => {
        sent.push(await request.json());
        current = { ...owed, payment_status: 'refunded', refund_due: null };
        return HttpResponse.json(current);
      }),
    );
    renderWithApp(
      <Routes>
        <Route path="/admin/orders/:id" element={<OrderPage />} />
      </Routes>,
      { path: '/admin/orders/41?refund=open' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund order MB20261123-1041' }, { timeout: 5000 });
    // Behind the open dialog (hidden from the accessibility tree meanwhile), the page says what is owed.
    const banner = screen.getByRole('region', { name: 'Refund to make', hidden: true });
    expect(banner).toHaveTextContent('₹1,484 to refund since 21 Nov 2026');
    expect(within(banner).getByText('Overdue')).toBeInTheDocument();
    expect(banner).toHaveTextContent('A payment arrived that the order could not take');
    await user.type(within(dialog).getByLabelText('Reason'), 'Paid after the order was cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/will go back/)).toHaveTextContent(
      '₹1,484 of payment pay_test_late will go back to the customer through the test gateway; the customer is e-mailed. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ amount: 1484, reason: 'Paid after the order was cancelled', payment_id: 'pay_test_late' }]);
    expect(screen.queryByRole('region', { name: 'Refund to make' })).not.toBeInTheDocument();
  });

  it('records a cash on delivery refund with its bank transfer reference, and lists it so', async () => {
    const user = userEvent.setup();
    const delivered = anAdminOrder({
      status: 'delivered',
      payment_method: 'cod',
      payment_provider: null,
      provider_payment_id: null,
      delivered_at: '2026-11-25T10:00:00.000Z',
      next_statuses: [],
    });
    openOrder(delivered);
    const sent: unknown[] = [];
    let current = delivered;
    server.use(
      http.get('*/api/admin/orders/41/', () => HttpResponse.json(current)),
      http.post('*/api/admin/orders/41/refund/', async ({ request }) => {
        sent.push(await request.json());
        current = {
          ...delivered,
          payment_status: 'partially_refunded',
          refunded_amount: 250,
          refundable_amount: 1234,
          refunds: [
            {
              id: 9,
              amount: 250,
              reason: 'One board returned',
              provider: 'bank_transfer',
              provider_refund_id: 'SBIN426012345678',
              actor: 'ravi_k',
              created_at: '2026-11-26T10:00:00.000Z',
            },
          ],
        };
        return HttpResponse.json(current);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order MB20261123-1041' });
    expect(dialog).toHaveTextContent('paid in cash on delivery');
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '250');
    await user.type(within(dialog).getByLabelText('Reason'), 'One board returned');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('Enter the bank transfer’s reference (UTR): 6 to 30 letters and digits.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Bank transfer reference (UTR)'), 'sbin426012345678');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/given back/)).toHaveTextContent(
      '₹250 of order MB20261123-1041 is recorded as given back by the bank transfer SBIN426012345678 you made; the customer is e-mailed, with a credit note against the tax invoice.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ amount: 250, reason: 'One board returned', bank_reference: 'SBIN426012345678' }]);
    expect(screen.getByText('by bank transfer, reference', { exact: false })).toHaveTextContent(
      'by bank transfer, reference SBIN426012345678',
    );
  });

  it('puts goods the customer sent back on the shelf with a refund, no more than are left to go back', async () => {
    const user = userEvent.setup();
    const delivered = anAdminOrder({ status: 'delivered', next_statuses: [] });
    const partlyBack = { ...delivered, items: delivered.items.map((item) => ({ ...item, restocked: 1 })) };
    openOrder(partlyBack);
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/admin/orders/41/refund/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(partlyBack);
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order MB20261123-1041' });
    const units = within(dialog).getByLabelText('Raspberry Pi Pico (up to 2)');
    await user.type(within(dialog).getByLabelText('Reason'), 'Two returned unopened');
    await user.type(units, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/Put back between 0 and 2 of Raspberry Pi Pico/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(units);
    await user.type(units, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/Back on the shelf: 2 × Raspberry Pi Pico\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ amount: 1484, reason: 'Two returned unopened', restock: [{ item_id: 1, quantity: 2 }] });
  });

  it('offers nothing to put back for a cancelled order, whose goods went back when it was cancelled', async () => {
    const user = userEvent.setup();
    openOrder(anAdminOrder({ status: 'cancelled', payment_status: 'refund_pending', next_statuses: [] }));
    await user.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order MB20261123-1041' });
    expect(within(dialog).queryByText('Back on the shelf (optional)')).not.toBeInTheDocument();
  });
});
