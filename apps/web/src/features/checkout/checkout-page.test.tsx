import type {
  Address,
  ApplyCouponInput,
  Cart,
  CouponQuote,
  CreateOrderInput,
  SavedPaymentMethod,
  VerifyPaymentInput,
} from '@makerbazaar/core';
import {
  EMPTY_CART_CHECK_MS,
  ONLINE_PAYMENT_OFF,
  ORDER_SUCCESS_REDIRECT_MS,
  PAYMENT_CAPTURED_BUT_FAILED,
} from '@makerbazaar/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import {
  aCart,
  aCartLine,
  aCartProduct,
  aDeliveryCheck,
  anAddress,
  anOrder,
  anUnpaidOrder,
  asha,
  PORT_BLAIR_REFUSED,
  paid,
} from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import CheckoutPage from './checkout-page';
import type { RazorpayCheckout, RazorpayOptions } from './payment/razorpay';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));
const razorpay = vi.hoisted(() => ({ load: vi.fn<() => Promise<RazorpayCheckout | null>>() }));
vi.mock('./payment/razorpay', () => ({ loadRazorpay: razorpay.load }));
// The test gateway's dialog is fetched when a payment starts; `offline` makes that fetch fail.
const gatewayCode = vi.hoisted(() => ({ offline: false }));
vi.mock('./payment/test-gateway', async (importOriginal) => {
  const real = await importOriginal<typeof import('./payment/test-gateway')>();
  return { ...real, loadTestGateway: () => (gatewayCode.offline ? Promise.resolve(false) : real.loadTestGateway()) };
});

const server = setupMockApi();

function line(id: number, name: string, price: number, quantity: number) {
  return aCartLine(id, aCartProduct(id, name, price), quantity);
}

const SMALL_CART = aCart(line(1, 'DHT22 Sensor', 299, 1));
const BIG_CART = aCart(line(1, 'Arduino Uno R3', 499, 2), line(2, 'Jumper wires', 50, 1));

const HOME = anAddress({ id: 3 });
const WORK = anAddress({
  id: 5,
  type: 'work',
  line1: 'Plot 42, HITEC City',
  line2: '',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500081',
  is_default: false,
});

/** The server: a profile, saved addresses, a cart, and the order endpoint answering with `answers` in turn. */
function serve({
  cart = BIG_CART,
  user = asha,
  addresses = [HOME],
  answers = [],
}: {
  cart?: Cart | (() => Cart);
  user?: typeof asha;
  addresses?: Address[];
  answers?: (() => Response)[];
}) {
  const orders: { body: CreateOrderInput; key: string | null }[] = [];
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(user)),
    http.get('*/api/addresses/', () => HttpResponse.json({ results: addresses })),
    http.get('*/api/cart/', () => HttpResponse.json(typeof cart === 'function' ? cart() : cart)),
    http.post('*/api/orders/', async ({ request }) => {
      orders.push({ body: (await request.json()) as CreateOrderInput, key: request.headers.get('idempotency-key') });
      const answer = answers[orders.length - 1];
      return answer ? answer() : HttpResponse.json(anOrder(), { status: 201 });
    }),
  );
  return orders;
}

function renderCheckout() {
  renderWithApp(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/orders" element={<h1>Orders screen</h1>} />
      <Route path="/login" element={<h1>Login screen</h1>} />
      <Route path="/" element={<h1>Home screen</h1>} />
    </Routes>,
    { path: '/checkout' },
  );
}

// The form waits for the cart and the payment options; a busy machine can take over a second for the first.
/** An online order waiting for its Razorpay payment under the given key. */
const aRazorpayOrder = (keyId: string) =>
  anUnpaidOrder({
    payment: { provider: 'razorpay', key_id: keyId, provider_order_id: 'order_R1', amount: 104_800, currency: 'INR' },
  });
const confirmButton = () => screen.findByRole('button', { name: /Confirm Order/ }, { timeout: 5000 });

/** What most tests start from: the server as `world` says, the checkout open and its form ready. */
async function openCheckout(world: Parameters<typeof serve>[0] = {}) {
  const orders = serve(world);
  renderCheckout();
  const user = userEvent.setup();
  const button = await confirmButton();
  return { orders, user, button };
}
const summary = () => screen.getByText('Order summary').closest('div') as HTMLElement;

beforeEach(() => {
  startSession('access-1');
  razorpay.load.mockReset();
  gatewayCode.offline = false;
});
afterEach(() => vi.useRealTimers());

describe('CheckoutPage summary', () => {
  it('adds the ₹50 cash on delivery fee under ₹500, and not when paying online', async () => {
    const { button } = await openCheckout({ cart: SMALL_CART });
    expect(screen.getByRole('list', { name: 'Items in your order' })).toHaveTextContent('DHT22 Sensor');
    expect(screen.getByText('Cash on delivery fee').nextSibling).toHaveTextContent('₹50');
    expect(button).toHaveTextContent('₹349');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Free');

    await userEvent.setup().click(screen.getByRole('radio', { name: /Online Payment/ }));
    expect(screen.queryByText('Cash on delivery fee')).not.toBeInTheDocument();
    expect(button).toHaveTextContent('₹299');
  });

  it('adds no fee from ₹500 up, and lists items, quantities and line totals', async () => {
    const { button } = await openCheckout({ cart: BIG_CART });
    expect(screen.queryByText('Cash on delivery fee')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Arduino Uno R3');
    expect(items[0]).toHaveTextContent('Qty 2 × ₹499');
    expect(items[0]).toHaveTextContent('₹998');
    expect(screen.getByText('Total items').nextSibling).toHaveTextContent('3');
    expect(button).toHaveTextContent('₹1,048');
  });

  it('offers only online payment above ₹50,000, and says why', async () => {
    const { orders, button } = await openCheckout({ cart: aCart(line(1, 'Jetson Orin', 50_001, 1)) });
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Online Payment/ })).toBeChecked();
    expect(screen.getByText(/Cash on delivery is available for orders up to ₹50,000/)).toBeInTheDocument();
    await userEvent.setup().click(button);
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.body.payment_method).toBe('online');
  });
});

describe('CheckoutPage on a shop that takes cash on delivery only', () => {
  const cashOnly = () =>
    server.use(
      http.get('*/api/payments/options/', () =>
        HttpResponse.json({ online: false, provider: null, test_mode_banner: false }),
      ),
    );

  it('shows online payment disabled with the reason, and places a cash on delivery order', async () => {
    const orders = serve({ cart: SMALL_CART });
    cashOnly();
    renderCheckout();
    const button = await confirmButton();
    const online = screen.getByRole('radio', { name: /Online Payment/ });
    expect(online).toBeDisabled();
    expect(online).toHaveAccessibleDescription(ONLINE_PAYMENT_OFF);
    expect(screen.getByText('Not available at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    expect(button).toHaveTextContent('₹349');

    await userEvent.setup().click(button);
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(orders[0]?.body).toMatchObject({ payment_method: 'cod', total_amount: 349 });
  });

  it('above ₹50,000 offers neither method, says what to do, and sends nothing', async () => {
    const orders = serve({ cart: aCart(line(1, 'Jetson Orin', 50_001, 1)) });
    cashOnly();
    renderCheckout();
    const button = await confirmButton();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Online Payment/ })).toBeDisabled();
    const payment = screen.getByRole('group', { name: 'Payment method' });
    expect(within(payment).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Online payment is not available at the moment, so please make this order smaller/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask us for a bulk-order quote' })).toHaveAttribute('href', '/bulk-orders');
    expect(button).toBeDisabled();
    await userEvent.setup().click(button);
    expect(orders).toHaveLength(0);
  });
});

describe('CheckoutPage address', () => {
  it('offers the saved addresses with the default chosen, and sends the one picked', async () => {
    const { orders, user } = await openCheckout({ addresses: [HOME, WORK] });
    const options = within(screen.getByRole('group', { name: 'Choose a delivery address' })).getAllByRole('radio');
    expect(options.map((o) => (o as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(options[0]?.closest('label')).toHaveTextContent('+91 98450 12345');
    await user.click(screen.getByRole('radio', { name: /Hyderabad/ }));
    await user.click(await confirmButton());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(orders[0]?.body).toEqual({ address_id: 5, total_amount: 1048, payment_method: 'cod' });
  });

  it('starts a first address from the profile, keeps Confirm disabled until it is whole, and saves it', async () => {
    const { orders, user, button } = await openCheckout({ addresses: [] });
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+91 98450 12345');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('14 Church Street, Bengaluru 560001');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('City'), 'Bengaluru');
    expect(button).toBeDisabled();
    // The whole PIN code fills in the state from the delivery check, which makes the address whole.
    await user.type(screen.getByLabelText('PIN code'), '560001');
    await waitFor(() => expect(screen.getByLabelText('State or union territory')).toHaveValue('Karnataka'));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(orders[0]?.body).toEqual({
      address: {
        name: 'Asha Rao',
        phone: '+919845012345',
        line1: '14 Church Street, Bengaluru 560001',
        line2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
      save_address: true,
      total_amount: 1048,
      payment_method: 'cod',
    });
  });

  it('checks a new address with the shared rules before sending', async () => {
    const { orders, user } = await openCheckout({
      addresses: [],
      user: { ...asha, profile: { ...asha.profile, phone: '12345' } },
    });
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.type(screen.getByLabelText('PIN code'), '011001');
    await user.selectOptions(screen.getByLabelText('State or union territory'), 'Maharashtra');
    await user.click(await confirmButton());
    expect(
      await screen.findByText('Enter a valid Indian mobile number (10 digits, optionally starting with +91).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a 6-digit PIN code that does not start with 0.')).toBeInTheDocument();
    expect(orders).toHaveLength(0);
  });
});

describe('CheckoutPage delivery to the PIN code', () => {
  const PORT_BLAIR = anAddress({ id: 7, city: 'Port Blair', state: 'Andaman and Nicobar Islands', pincode: '744101' });
  const LEH = anAddress({ id: 8, city: 'Leh', state: 'Ladakh', pincode: '194101', is_default: false });

  function serveDelivery() {
    server.use(
      http.get('*/api/delivery/:pincode/', ({ params }) =>
        HttpResponse.json(
          params.pincode === '744101'
            ? PORT_BLAIR_REFUSED
            : aDeliveryCheck({ pincode: '194101', district: 'Leh', state: 'Ladakh', cod_available: false }),
        ),
      ),
    );
  }

  it('refuses an address the shop does not deliver to, and takes only online payment where COD is off', async () => {
    serveDelivery();
    const { orders, button } = await openCheckout({ addresses: [PORT_BLAIR, LEH] });
    expect(
      await screen.findByText(
        'Sorry, we do not deliver to PIN code 744101 yet. Please choose another delivery address.',
      ),
    ).toBeInTheDocument();
    expect(button).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Leh/ }));
    expect(await screen.findByText('Cash on delivery is not available for PIN code 194101.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Online Payment/ })).toBeChecked();
    expect(screen.queryByText(/we do not deliver/)).not.toBeInTheDocument();
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.body).toMatchObject({ address_id: 8, payment_method: 'online' });
  });

  it('fills in the city and state from a new PIN code, and the customer may change them', async () => {
    serveDelivery();
    const { user } = await openCheckout({ addresses: [] });
    await user.type(screen.getByLabelText('PIN code'), '194101');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Leh'));
    expect(screen.getByLabelText('State or union territory')).toHaveValue('Ladakh');
    await user.selectOptions(screen.getByLabelText('State or union territory'), 'Jammu and Kashmir');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Kargil town');
    // Another PIN code keeps what the customer chose.
    await user.clear(screen.getByLabelText('PIN code'));
    await user.type(screen.getByLabelText('PIN code'), '744101');
    await screen.findByText(/we do not deliver to PIN code 744101/);
    expect(screen.getByLabelText('City')).toHaveValue('Kargil town');
    expect(screen.getByLabelText('State or union territory')).toHaveValue('Jammu and Kashmir');
  });
});

describe('CheckoutPage business details', () => {
  it('sends a GSTIN and business name only when buying for a business, checked against the delivery state', async () => {
    const { orders, user } = await openCheckout({ addresses: [HOME, WORK] });
    expect(screen.queryByLabelText('GSTIN')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Buying for a registered business/ }));
    await user.type(screen.getByLabelText('GSTIN'), '29abcde1234f1zx');
    await user.click(await confirmButton());
    expect(await screen.findByText('Enter a valid 15-character GSTIN, e.g. 29ABCDE1234F1ZW.')).toBeInTheDocument();
    expect(screen.getByText('Enter the business name of this GSTIN.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('GSTIN'));
    await user.type(screen.getByLabelText('GSTIN'), '29abcde1234f1zw');
    await user.type(screen.getByLabelText('Business name'), 'Asha Labs');
    // A Karnataka GSTIN cannot be billed for a delivery to Telangana.
    await user.click(screen.getByRole('radio', { name: /Hyderabad/ }));
    await user.click(await confirmButton());
    expect(
      await screen.findByText(
        'This GSTIN is registered in another state: for a delivery to Telangana it starts with 36.',
      ),
    ).toBeInTheDocument();
    expect(orders).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Bengaluru/ }));
    await user.click(await confirmButton());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(orders[0]?.body).toEqual({
      address_id: 3,
      total_amount: 1048,
      payment_method: 'cod',
      gstin: '29ABCDE1234F1ZW',
      business_name: 'Asha Labs',
    });
  });
});

describe('CheckoutPage coupon box', () => {
  /** The coupon endpoint: WELCOME10 takes 10% off; any other code is refused with the server's reason. */
  function serveCoupons(refusal = 'Coupon MAKER50 needs an order of at least ₹299. Add ₹200 more to use it.') {
    const asked: ApplyCouponInput[] = [];
    server.use(
      http.post('*/api/coupons/apply/', async ({ request }) => {
        const body = (await request.json()) as ApplyCouponInput;
        asked.push(body);
        if (body.code !== 'WELCOME10') return HttpResponse.json({ detail: refusal }, { status: 409 });
        return HttpResponse.json({
          code: 'WELCOME10',
          title: '10% off your order',
          discount_label: '10% off',
          goods_amount: 1048,
          discount_amount: 104.8,
          cod_fee: 0,
          total_amount: 943.2,
        } satisfies CouponQuote);
      }),
    );
    return asked;
  }

  it('applies a code typed in lower case, shows the saving, and orders at the discounted total', async () => {
    const orders = serve({});
    const asked = serveCoupons();
    renderCheckout();
    const user = userEvent.setup();
    const button = await confirmButton();
    await user.type(screen.getByLabelText('Have a coupon?'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(/you save ₹104.80/)).toBeInTheDocument();
    expect(asked[0]).toEqual({ code: 'WELCOME10', payment_method: 'cod' });
    expect(screen.getByText('Coupon WELCOME10').nextSibling).toHaveTextContent('−₹104.80');
    expect(button).toHaveTextContent('₹943.20');

    await user.click(button);
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(orders[0]?.body).toEqual({
      address_id: 3,
      total_amount: 943.2,
      payment_method: 'cod',
      coupon_code: 'WELCOME10',
    });
  });

  it('says why a code does not apply, and orders without it; removing an applied coupon restores the total', async () => {
    const orders = serve({});
    serveCoupons();
    renderCheckout();
    const user = userEvent.setup();
    const button = await confirmButton();
    const box = screen.getByLabelText('Have a coupon?');
    await user.type(box, 'MAKER50{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Add ₹200 more to use it.');
    expect(button).toHaveTextContent('₹1,048');

    await user.clear(box);
    await user.type(box, 'WELCOME10');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(button).toHaveTextContent('₹1,048');
    expect(screen.queryByText('Coupon WELCOME10')).not.toBeInTheDocument();

    await user.click(button);
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(orders[0]?.body).not.toHaveProperty('coupon_code');
  });
});

describe('CheckoutPage placing an order', () => {
  it('sends the total it showed with an Idempotency-Key, and reuses the key when retrying after a network failure', async () => {
    const orders = serve({ answers: [() => HttpResponse.error()] });
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await confirmButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Order Failed', {
        description: 'Failed to create order. Please try again.',
      }),
    );
    expect(screen.getByRole('radio', { name: /Bengaluru/ })).toBeChecked();

    await user.click(await confirmButton());
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(orders).toHaveLength(2);
    expect(orders[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[1]?.key).toBe(orders[0]?.key);
    expect(orders[0]?.body).toEqual({ address_id: 3, total_amount: 1048, payment_method: 'cod' });
  });

  it('shows a changed total, refreshes the summary, and starts a new attempt with a new key', async () => {
    let cart = BIG_CART;
    const detail = 'Prices or quantities have changed: your total is now ₹1,098. Please review your order.';
    const orders = serve({
      cart: () => cart,
      answers: [
        () => {
          cart = aCart(line(1, 'Arduino Uno R3', 524, 2), line(2, 'Jumper wires', 50, 1));
          return HttpResponse.json({ detail, total_amount: 1098 }, { status: 409 });
        },
      ],
    });
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(toast.error).toHaveBeenCalledWith('Order Failed', { description: detail });
    await waitFor(() => expect(summary()).toHaveTextContent('₹1,098'));
    expect(await confirmButton()).toHaveTextContent('₹1,098');

    await user.click(await confirmButton());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(orders[1]?.body.total_amount).toBe(1098);
    expect(orders[1]?.key).not.toBe(orders[0]?.key);
  });

  it('says so when the chosen address is gone, and shows the addresses as they are now', async () => {
    let addresses = [HOME, WORK];
    const detail = 'Address not found.';
    serve({
      addresses: [HOME, WORK],
      answers: [
        () => {
          addresses = [WORK];
          return HttpResponse.json({ detail }, { status: 404 });
        },
      ],
    });
    server.use(http.get('*/api/addresses/', () => HttpResponse.json({ results: addresses })));
    renderCheckout();
    await userEvent.setup().click(await confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Bengaluru/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Hyderabad/ })).toBeChecked();
  });

  it('shows the success screen with the order number and method, then moves on to /orders', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({});
    renderCheckout();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(await confirmButton());
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(screen.getByText('MB-2026-000041')).toBeInTheDocument();
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to your orders in 3 seconds');
    expect(toast.success).toHaveBeenCalledWith('Order Placed Successfully!', {
      description: 'Order MB-2026-000041 · Cash on Delivery',
    });

    await act(() => vi.advanceTimersByTimeAsync(ORDER_SUCCESS_REDIRECT_MS - 500));
    expect(screen.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
  });
});

describe('CheckoutPage online payment', () => {
  function serveOnline(verify: (body: VerifyPaymentInput) => Response) {
    const order = anUnpaidOrder();
    const calls: { gateway: unknown[]; verify: VerifyPaymentInput[] } = { gateway: [], verify: [] };
    serve({ answers: [() => HttpResponse.json(order, { status: 201 })] });
    server.use(
      http.post('*/api/payments/test/', async ({ request }) => {
        const body = (await request.json()) as { outcome: string };
        calls.gateway.push(body);
        return body.outcome === 'pay'
          ? HttpResponse.json({
              razorpay_order_id: 'test_order_41',
              razorpay_payment_id: 'pay_1',
              razorpay_signature: 'sig',
            })
          : HttpResponse.json({ detail: 'The test gateway declined the payment.' }, { status: 402 });
      }),
      http.post('*/api/payments/verify/', async ({ request }) => {
        const body = (await request.json()) as VerifyPaymentInput;
        calls.verify.push(body);
        return verify(body);
      }),
    );
    return { order, calls };
  }

  /** Checkout drawn, online payment chosen and the order confirmed. */
  async function placeOnlineOrder() {
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Online Payment/ }));
    await user.click(await confirmButton());
    return user;
  }

  async function payOnline() {
    const user = await placeOnlineOrder();
    return { user, dialog: await screen.findByRole('dialog', { name: /Test mode payment/ }) };
  }

  /** The order waits for its payment, and the customer is told the payment window could not open. */
  async function expectPaymentUnavailable() {
    expect(await screen.findByRole('heading', { name: 'Waiting for payment' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Payment Unavailable', {
      description: 'Payment SDK not loaded yet. Please try again in a moment.',
    });
  }

  it('pays through the test gateway, verifies, and shows the success screen', async () => {
    const { order, calls } = serveOnline(() => HttpResponse.json(paid(anUnpaidOrder())));
    const { user, dialog } = await payOnline();
    expect(within(dialog).getByText('Test mode')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,048')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,048' }));

    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(screen.getByText('Online Payment')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(calls.gateway).toEqual([{ provider_order_id: 'test_order_41', outcome: 'pay', save_card: false }]);
    expect(calls.verify).toEqual([
      {
        order_id: order.id,
        razorpay_order_id: 'test_order_41',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig',
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Payment Successful', expect.anything());
  });

  it('leaves a declined order waiting for payment, and offers to pay again', async () => {
    const { calls } = serveOnline(() => HttpResponse.json(paid(anUnpaidOrder())));
    const { user, dialog } = await payOnline();
    await user.click(within(dialog).getByRole('button', { name: 'Decline payment' }));

    expect(await screen.findByRole('heading', { name: 'Waiting for payment' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The test gateway declined the payment.');
    expect(screen.getByText(/MB-2026-000041 is saved and waiting for its payment/)).toBeInTheDocument();
    expect(calls.verify).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    const again = await screen.findByRole('dialog', { name: /Test mode payment/ });
    await user.click(within(again).getByRole('button', { name: 'Pay ₹1,048' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
  });

  it('says so when a captured payment could not be applied to the order', async () => {
    serveOnline(() => HttpResponse.json({ detail: PAYMENT_CAPTURED_BUT_FAILED }, { status: 409 }));
    const { user, dialog } = await payOnline();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,048' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment captured, but failed to create order. Please contact support.',
    );
    expect(toast.error).toHaveBeenCalledWith('Order Creation Failed', {
      description: 'Payment captured, but failed to create order. Please contact support.',
    });
    expect(screen.queryByRole('button', { name: 'Complete payment' })).not.toBeInTheDocument();
  });

  it("says the payment is unavailable when the test gateway's window cannot load, and opens it on a retry", async () => {
    serveOnline(() => HttpResponse.json(paid(anUnpaidOrder())));
    gatewayCode.offline = true;
    const user = await placeOnlineOrder();
    await expectPaymentUnavailable();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    gatewayCode.offline = false;
    await user.click(screen.getByRole('button', { name: 'Complete payment' }));
    const dialog = await screen.findByRole('dialog', { name: /Test mode payment/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,048' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
  });

  it('opens Razorpay when the server asks for it, and verifies its answer', async () => {
    let options: RazorpayOptions | undefined;
    razorpay.load.mockResolvedValue(
      class {
        constructor(o: RazorpayOptions) {
          options = o;
        }
        open() {
          options?.handler({
            razorpay_order_id: 'order_R1',
            razorpay_payment_id: 'pay_R1',
            razorpay_signature: 'rsig',
          });
        }
      },
    );
    const order = aRazorpayOrder('rzp_live_1');
    const verified: VerifyPaymentInput[] = [];
    serve({ answers: [() => HttpResponse.json(order, { status: 201 })] });
    server.use(
      http.post('*/api/payments/verify/', async ({ request }) => {
        verified.push((await request.json()) as VerifyPaymentInput);
        return HttpResponse.json(paid(order));
      }),
    );
    await placeOnlineOrder();
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(options).toMatchObject({
      key: 'rzp_live_1',
      order_id: 'order_R1',
      amount: 104_800,
      currency: 'INR',
      name: 'MakerBazaar',
      prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '+919845012345' },
    });
    expect(verified[0]).toMatchObject({ order_id: 41, razorpay_payment_id: 'pay_R1', razorpay_signature: 'rsig' });
  });

  it('says the payment is unavailable when checkout.js cannot load', async () => {
    razorpay.load.mockResolvedValue(null);
    const order = aRazorpayOrder('rzp_live_1');
    serve({ answers: [() => HttpResponse.json(order, { status: 201 })] });
    await placeOnlineOrder();
    await expectPaymentUnavailable();
  });
});

describe('CheckoutPage guards', () => {
  it('sends a visitor to /login with the sign-in toast', async () => {
    endSession();
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Authentication Required', {
      description: 'Please log in to proceed with checkout',
    });
  });

  it('sends a customer with an empty cart home a second after the cart loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({ cart: aCart() });
    renderCheckout();
    await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(toast.error).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(EMPTY_CART_CHECK_MS));
    expect(screen.getByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Empty Cart', {
      description: 'Your cart is empty. Add some products first.',
    });
  });
});

describe('CheckoutPage with saved payment methods', () => {
  const upi = (id: number, upi_id: string, is_default: boolean): SavedPaymentMethod => ({
    id,
    type: 'upi',
    label: '',
    is_default,
    upi_id,
    card: null,
    created_at: '2026-11-20T10:00:00.000Z',
  });
  const razorpayCard: SavedPaymentMethod = {
    id: 7,
    type: 'card',
    label: '',
    is_default: false,
    upi_id: null,
    card: {
      provider: 'razorpay',
      brand: 'MasterCard',
      last4: '4444',
      expiry_month: 4,
      expiry_year: 2029,
      token: 'token_R7',
      customer_id: 'cust_R1',
    },
    created_at: '2026-11-21T10:00:00.000Z',
  };

  function serveSaved(methods: SavedPaymentMethod[], order = anUnpaidOrder()) {
    const gateway: unknown[] = [];
    serve({ answers: [() => HttpResponse.json(order, { status: 201 })] });
    server.use(
      http.get('*/api/payment-methods/', () => HttpResponse.json({ results: methods })),
      http.post('*/api/payments/test/', async ({ request }) => {
        gateway.push(await request.json());
        return HttpResponse.json({
          razorpay_order_id: 'test_order_41',
          razorpay_payment_id: 'pay_1',
          razorpay_signature: 's',
        });
      }),
      http.post('*/api/payments/verify/', () => HttpResponse.json(paid(anUnpaidOrder()))),
    );
    return gateway;
  }

  it('offers the saved methods, the default first and chosen, only when paying online', async () => {
    const gateway = serveSaved([upi(2, 'asha@okaxis', true), upi(3, 'rao@ybl', false)]);
    renderCheckout();
    const user = userEvent.setup();
    await confirmButton();
    expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Online Payment/ }));
    const saved = await screen.findByRole('group', { name: 'Pay with' });
    const options = within(saved).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual([
      expect.stringContaining('asha@okaxis'),
      expect.stringContaining('rao@ybl'),
      expect.stringContaining('Another way'),
    ]);
    expect(options[0]).toBeChecked();

    await user.click(await confirmButton());
    const dialog = await screen.findByRole('dialog', { name: /Test mode payment/ });
    expect(within(dialog).getByRole('region', { name: 'Paying with' })).toHaveTextContent('asha@okaxis');
    expect(within(dialog).queryByLabelText('Save this card for faster checkout')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,048' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(gateway).toEqual([{ provider_order_id: 'test_order_41', outcome: 'pay', save_card: false }]);
  });

  it('pays another way with the test card, saving it when asked', async () => {
    const gateway = serveSaved([upi(2, 'asha@okaxis', true)]);
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Online Payment/ }));
    await user.click(await screen.findByRole('radio', { name: /Another way/ }));
    await user.click(await confirmButton());
    const dialog = await screen.findByRole('dialog', { name: /Test mode payment/ });
    expect(within(dialog).getByRole('region', { name: 'Paying with' })).toHaveTextContent('Visa •••• 1111');
    await user.click(within(dialog).getByLabelText('Save this card for faster checkout'));
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,048' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(gateway).toEqual([{ provider_order_id: 'test_order_41', outcome: 'pay', save_card: true }]);
  });

  it.each([
    ['the UPI ID', /asha@okaxis/, { method: 'upi', prefill: { vpa: 'asha@okaxis' } }],
    ['the card', /MasterCard •••• 4444/, { customer_id: 'cust_R1', token: 'token_R7' }],
  ])('opens Razorpay on the saved method chosen: %s', async (_name, choice, expected) => {
    const opened: RazorpayOptions[] = [];
    razorpay.load.mockResolvedValue(
      class {
        constructor(o: RazorpayOptions) {
          opened.push(o);
        }
        open() {}
      },
    );
    const order = aRazorpayOrder('rzp_1');
    serveSaved([upi(2, 'asha@okaxis', true), razorpayCard], order);
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Online Payment/ }));
    await user.click(await screen.findByRole('radio', { name: choice }));
    await user.click(await confirmButton());
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject(expected);
  });
});
