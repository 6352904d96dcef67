import { ORDER_NOT_FOUND_IN_ACCOUNT, type SupportRequestInput } from '@makerbazaar/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { SupportRequestForm } from './support-request-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

/** Answers `POST /api/support/` with `answer`; returns the bodies and bearer tokens it received. */
function serveSupport(answer: () => Response) {
  const received: { body: SupportRequestInput; authorization: string | null }[] = [];
  server.use(
    http.post('*/api/support/', async ({ request }) => {
      received.push({
        body: (await request.json()) as SupportRequestInput,
        authorization: request.headers.get('authorization'),
      });
      return answer();
    }),
  );
  return received;
}

const TICKET = () =>
  HttpResponse.json(
    { ticket_number: 'SR-20261121-0042', detail: 'We have your request and will reply within 24 hours.' },
    { status: 201 },
  );

describe('SupportRequestForm for a signed-in customer', () => {
  beforeEach(() => {
    startSession('access-1');
    server.use(http.get('*/api/users/profile/', () => HttpResponse.json(asha)));
  });

  it('fills in the name and e-mail from the profile, sends the request and shows the ticket number', async () => {
    const received = serveSupport(TICKET);
    renderWithApp(<SupportRequestForm />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Order number (optional)')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Topic'), 'Technical help with a product');
    await user.type(screen.getByLabelText('Message'), 'My ESP32 resets whenever the relay switches on.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const heading = await screen.findByRole('heading', { name: 'Support request received' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Ticket number').nextElementSibling).toHaveTextContent('SR-20261121-0042');
    expect(screen.getByText('We have your request and will reply within 24 hours.')).toBeInTheDocument();
    expect(received).toEqual([
      {
        body: {
          topic: 'Technical help with a product',
          name: 'Asha Rao',
          email: 'asha@example.in',
          message: 'My ESP32 resets whenever the relay switches on.',
        },
        authorization: 'Bearer access-1',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(await screen.findByLabelText('Message')).toHaveValue('');
  });

  it('checks the order number with the shared rules before sending anything', async () => {
    const received = serveSupport(TICKET);
    renderWithApp(<SupportRequestForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Order number (optional)'), '1042');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Enter the order number as shown on your order, e.g. MB20261121-1042.'),
    ).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it("puts the server's field errors on the fields and keeps what was typed", async () => {
    serveSupport(() => HttpResponse.json({ order_number: [ORDER_NOT_FOUND_IN_ACCOUNT] }, { status: 400 }));
    renderWithApp(<SupportRequestForm />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Topic'), 'Order and delivery');
    await user.type(screen.getByLabelText('Order number (optional)'), 'mb20261121-1042');
    await user.type(screen.getByLabelText('Message'), 'My parcel has not arrived yet.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const orderNumber = screen.getByLabelText('Order number (optional)');
    await waitFor(() => expect(orderNumber).toHaveAccessibleDescription(ORDER_NOT_FOUND_IN_ACCOUNT));
    expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
    expect(orderNumber).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveValue('My parcel has not arrived yet.');
    expect(screen.queryByText('Ticket number')).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('SupportRequestForm for a visitor', () => {
  beforeEach(() => endSession());

  it('checks the fields with the shared rules before sending anything', async () => {
    const received = serveSupport(TICKET);
    renderWithApp(<SupportRequestForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('asks for an order number only after signing in, and signing in comes back here', async () => {
    const received = serveSupport(TICKET);
    function SignInPage() {
      const from = (useLocation().state as { from?: string } | null)?.from;
      return <p>Sign-in page, then back to {from}</p>;
    }
    renderWithApp(
      <Routes>
        <Route path="/support" element={<SupportRequestForm />} />
        <Route path="/login" element={<SignInPage />} />
      </Routes>,
      { path: '/support' },
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Topic'), 'Order and delivery');
    expect(screen.queryByLabelText('Order number (optional)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Message'), 'Where is my parcel? It was due on Monday.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { name: 'Support request received' });
    expect(received.map(({ body }) => body)).toEqual([
      {
        topic: 'Order and delivery',
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        message: 'Where is my parcel? It was due on Monday.',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page, then back to /support')).toBeInTheDocument();
  });

  it("shows the server's detail in a toast when it is not about a field", async () => {
    serveSupport(() => HttpResponse.json({ detail: 'Too many requests. Try again in a minute.' }, { status: 429 }));
    renderWithApp(<SupportRequestForm />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Topic'), 'Payments');
    await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
    await user.type(screen.getByLabelText('Message'), 'I was charged twice for one order.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests. Try again in a minute.'));
  });
});
