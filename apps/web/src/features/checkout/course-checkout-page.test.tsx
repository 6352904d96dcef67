import type { CourseDetail, CourseOrderInput, Order, User } from '@makerbazaar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { aCourse, anEnrollment, anUnpaidOrder, aPage, asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import CourseCheckoutPage from './course-checkout-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

const ESP32: CourseDetail = {
  ...aCourse(),
  syllabus: [{ title: 'Getting online', lessons: ['Wi-Fi', 'MQTT'] }],
  kit: ['ESP32 DevKit'],
};
const COURSE_ORDER: Order = anUnpaidOrder({
  total_amount: 2499,
  goods_amount: 2499,
  needs_shipping: false,
  shipping_address: '',
  payment: { provider: 'test', key_id: 'test', provider_order_id: 'test_order_41', amount: 249_900, currency: 'INR' },
});

/** The course, the customer's enrolments, and the order and payment endpoints; records what was sent. */
function serve({
  enrolled = false,
  orderAnswer,
  customer = asha,
}: {
  enrolled?: boolean;
  orderAnswer?: () => Response;
  customer?: User;
} = {}) {
  const sent: CourseOrderInput[] = [];
  let owned = enrolled;
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(customer)),
    http.get('*/api/courses/:slug/', () => HttpResponse.json(ESP32)),
    http.get('*/api/enrollments/', () => HttpResponse.json(aPage(owned ? [anEnrollment(ESP32)] : []))),
    http.get('*/api/payments/options/', () =>
      HttpResponse.json({ online: true, provider: 'test', test_mode_banner: false }),
    ),
    http.post('*/api/orders/course/', async ({ request }) => {
      sent.push((await request.json()) as CourseOrderInput);
      return orderAnswer ? orderAnswer() : HttpResponse.json(COURSE_ORDER, { status: 201 });
    }),
    http.post('*/api/payments/test/', () =>
      HttpResponse.json({
        razorpay_order_id: 'test_order_41',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig',
      }),
    ),
    http.post('*/api/payments/verify/', () => {
      owned = true;
      return HttpResponse.json({ ...COURSE_ORDER, status: 'delivered', payment_status: 'completed', payment: null });
    }),
  );
  return sent;
}

function renderCourseCheckout() {
  renderWithApp(
    <Routes>
      <Route path="/checkout/course/:slug" element={<CourseCheckoutPage />} />
    </Routes>,
    { path: `/checkout/course/${ESP32.slug}` },
  );
}

beforeEach(() => startSession('access-1'));

describe('CourseCheckoutPage', () => {
  it('sells the course at its price with nothing to ship, pays online, and enrols', async () => {
    const sent = serve();
    renderCourseCheckout();
    const pay = await screen.findByRole('button', { name: 'Pay ₹2,499' }, { timeout: 5000 });
    expect(screen.getByText('Nothing to ship: access details by e-mail')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(pay);
    expect(sent).toEqual([{ course_id: ESP32.id, total_amount: 2499 }]);

    const dialog = await screen.findByRole('dialog', { name: /Test mode payment/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹2,499' }));
    expect(await screen.findByRole('heading', { name: "You're enrolled!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Continue/ })).toHaveAttribute('href', `/courses/${ESP32.slug}`);
  });

  it('promises no e-mail to a customer whose address is not verified: the course page has it all', async () => {
    serve({ customer: { ...asha, email_verified: false } });
    renderCourseCheckout();
    const pay = await screen.findByRole('button', { name: 'Pay ₹2,499' }, { timeout: 5000 });
    expect(screen.getByText('Nothing to ship: everything is on the course page')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: /Test mode payment/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹2,499' }));
    expect(await screen.findByRole('heading', { name: "You're enrolled!" })).toBeInTheDocument();
    expect(screen.getByText(/everything you need is on the course page/)).toBeInTheDocument();
    expect(screen.queryByText(/on their way to your e-mail/)).not.toBeInTheDocument();
  });

  it('shows why the server refused, such as a changed price', async () => {
    const detail = 'The price of ESP32 IoT has changed: it is now ₹2,999. Please review your order.';
    serve({ orderAnswer: () => HttpResponse.json({ detail, total_amount: 2999 }, { status: 409 }) });
    renderCourseCheckout();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay ₹2,499' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(toast.error).toHaveBeenCalledWith('Order Failed', { description: detail });
  });

  it('tells a customer who already owns the course, instead of selling it again', async () => {
    const sent = serve({ enrolled: true });
    renderCourseCheckout();
    expect(await screen.findByRole('heading', { name: "You're enrolled!" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
