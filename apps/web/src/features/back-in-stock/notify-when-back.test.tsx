import type { BackInStockAlert } from '@makerbazaar/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { NotifyWhenBack } from './notify-when-back';
import { WaitingForStock } from './waiting-for-stock';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();
const pico = { id: 7, name: 'Raspberry Pi Pico' };

function anAlert(id: number, product: Partial<BackInStockAlert['product']> = {}): BackInStockAlert {
  return {
    id,
    product: {
      id: 7,
      slug: 'raspberry-pi-pico',
      name: 'Raspberry Pi Pico',
      primary_image: '/media/pico.webp',
      price: 399,
      stock: 0,
      ...product,
    },
    created_at: '2026-11-24T10:00:00Z',
  };
}

/** The customer's alerts as the server keeps them: asking adds one, cancelling takes it away. */
function serveAlerts(initial: BackInStockAlert[]) {
  let alerts = initial;
  const calls: string[] = [];
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/back-in-stock/', () => HttpResponse.json(alerts)),
    http.post('*/api/back-in-stock/', async ({ request }) => {
      const body = (await request.json()) as { product_id: number };
      calls.push(`ask ${body.product_id}`);
      const alert = anAlert(31, { id: body.product_id });
      alerts = [alert, ...alerts];
      return HttpResponse.json(alert, { status: 201 });
    }),
    http.delete('*/api/back-in-stock/:id/', ({ params }) => {
      calls.push(`cancel ${params.id}`);
      alerts = alerts.filter((alert) => alert.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('NotifyWhenBack', () => {
  it('lets a signed-in customer ask with one tap, shows the alert, and cancels it', async () => {
    startSession('access-1');
    const calls = serveAlerts([]);
    const user = userEvent.setup();
    renderWithApp(<NotifyWhenBack product={pico} />);
    expect(screen.getByRole('heading', { name: 'Notify me when it is back' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('We will tell you when it is back: a notification here and an e-mail.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your alerts' })).toHaveAttribute(
      'href',
      '/wishlist#waiting-for-stock',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel alert' }));
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(calls).toEqual(['ask 7', 'cancel 31']);
    expect(toast.success).toHaveBeenCalledWith('Done: we will tell you when Raspberry Pi Pico is back.');
  });

  it('says why the server refused, such as a part that is back in stock meanwhile', async () => {
    startSession('access-1');
    serveAlerts([]);
    server.use(
      http.post('*/api/back-in-stock/', () =>
        HttpResponse.json({ detail: 'This part is in stock: you can order it now.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<NotifyWhenBack product={pico} />);
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('This part is in stock: you can order it now.'));
  });

  it('asks a visitor for an e-mail address, checks it, and says to look for the link', async () => {
    endSession();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/back-in-stock/guest/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            detail:
              'Check your inbox: follow the link we sent to confirm, and we will e-mail you once when it is back.',
          },
          { status: 202 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<NotifyWhenBack product={pico} />);
    const address = screen.getByLabelText('Your e-mail address');
    await user.type(address, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(address);
    await user.type(address, 'meera@example.in');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your inbox: follow the link we sent to confirm');
    expect(sent).toEqual([{ product_id: 7, email: 'meera@example.in' }]);
    expect(screen.queryByLabelText('Your e-mail address')).not.toBeInTheDocument();
  });
});

describe('WaitingForStock', () => {
  it('lists the parts waited for, with a way to stop waiting, and nothing when there are none', async () => {
    startSession('access-1');
    const calls = serveAlerts([anAlert(31), anAlert(32, { id: 8, slug: 'esp32', name: 'ESP32 DevKit', stock: 4 })]);
    const user = userEvent.setup();
    const { container } = renderWithApp(<WaitingForStock />);
    expect(await screen.findByRole('heading', { name: 'Waiting for stock' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Raspberry Pi Pico' })).toHaveAttribute(
      'href',
      '/product/raspberry-pi-pico',
    );
    expect(screen.getByText('Back in stock')).toBeInTheDocument();
    expect(screen.getAllByText(/asked on 24 Nov 2026/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Cancel the alert for ESP32 DevKit' }));
    await waitFor(() => expect(screen.queryByText('ESP32 DevKit')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel the alert for Raspberry Pi Pico' }));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(calls).toEqual(['cancel 32', 'cancel 31']);
  });
});
