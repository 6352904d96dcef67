import type { Notification } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';
import { endSession, startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { useUnreadNotificationCount } from './api/notifications';
import NotificationsPage from './notifications-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();
const NOW = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000).toISOString();

let stored: Notification[];
const calls: string[] = [];

function notification(id: number, overrides: Partial<Notification>): Notification {
  return {
    id,
    type: 'order',
    title: `Notification ${id}`,
    message: `Message ${id}`,
    action_url: '/orders',
    read_at: null,
    created_at: hoursAgo(0),
    ...overrides,
  };
}

const unreadCount = () => stored.filter((n) => n.read_at === null).length;

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  calls.length = 0;
  startSession('token');
  stored = [
    notification(3, {
      title: 'Order shipped',
      message: 'Your order MB-1 is on its way with Delhivery, tracking number DLV1.',
      action_url: '/orders/41',
      created_at: hoursAgo(0.2),
    }),
    notification(2, {
      type: 'wishlist',
      title: 'Price drop: ESP32',
      action_url: '/product/esp32',
      created_at: hoursAgo(5),
    }),
    notification(1, { type: 'system', title: 'New sign-in', created_at: hoursAgo(30), read_at: hoursAgo(29) }),
    notification(0, { type: 'review', title: 'How did your order go?', created_at: '2026-11-10T06:00:00Z' }),
  ];
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/notifications/', () =>
      HttpResponse.json({
        count: stored.length,
        next: null,
        previous: null,
        results: stored,
        unread_count: unreadCount(),
      }),
    ),
    http.get('*/api/notifications/unread-count/', () => HttpResponse.json({ unread_count: unreadCount() })),
    http.post('*/api/notifications/:id/read/', ({ params }) => {
      calls.push(`read ${params.id}`);
      stored = stored.map((n) => (n.id === Number(params.id) ? { ...n, read_at: NOW.toISOString() } : n));
      return HttpResponse.json(stored.find((n) => n.id === Number(params.id)));
    }),
    http.post('*/api/notifications/read-all/', () => {
      calls.push('read all');
      stored = stored.map((n) => ({ ...n, read_at: n.read_at ?? NOW.toISOString() }));
      return HttpResponse.json({ unread_count: 0 });
    }),
    http.delete('*/api/notifications/:id/', ({ params }) => {
      calls.push(`dismiss ${params.id}`);
      stored = stored.filter((n) => n.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.useRealTimers());

/** The header bell's number, as the layout shows it, beside the page. */
function BellCount() {
  return <output aria-label="Bell">{useUnreadNotificationCount() ?? '-'}</output>;
}

function renderPage() {
  return renderWithApp(
    <>
      <BellCount />
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/orders/:orderId" element={<h1>Order page</h1>} />
      </Routes>
    </>,
    { path: '/notifications' },
  );
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('NotificationsPage', () => {
  it('tells a visitor to sign in', () => {
    endSession();
    renderPage();
    expect(screen.getByText('Please log in to see your notifications.')).toBeInTheDocument();
  });

  it('lists the notifications newest first with their times and the unread count', async () => {
    renderPage();
    expect(await screen.findByText('Order shipped')).toBeInTheDocument();
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    const times = items().map((item) => item.querySelector('time')?.textContent);
    expect(times).toEqual(['Just now', '5h ago', 'Yesterday', '10 Nov 2026']);
    expect(within(items()[0] as HTMLElement).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(items()[2] as HTMLElement).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
  });

  it('marks an item read when opened, goes to its page, and the bell follows at once', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Bell' })).toHaveTextContent('3'));
    await user.click(await screen.findByRole('button', { name: /^Order shipped/ }));
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(calls).toEqual(['read 3']);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Bell' })).toHaveTextContent('2'));
  });

  it('does not mark an item read twice', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^New sign-in/ }));
    expect(calls).toEqual([]);
  });

  it('marks all as read', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument());
    expect(calls).toEqual(['read all']);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Bell' })).toHaveTextContent('0'));
  });

  it('dismisses an item without opening it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dismiss: Price drop: ESP32' }));
    await waitFor(() => expect(screen.queryByText('Price drop: ESP32')).not.toBeInTheDocument());
    expect(calls).toEqual(['dismiss 2']);
    expect(screen.getByText('Order shipped')).toBeInTheDocument();
  });

  it('says when there is nothing, with a way to the settings', async () => {
    stored = [];
    renderPage();
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/settings');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    server.use(http.get('*/api/notifications/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    renderPage();
    expect(await screen.findByText("We couldn't load your notifications")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows what the shop wrote, in English when it happened, in the reader’s language', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') });
    renderPage();
    expect(await screen.findByText('ऑर्डर शिप हो गया')).toBeInTheDocument();
    expect(
      screen.getByText('आपका ऑर्डर MB-1 Delhivery से भेज दिया गया है और रास्ते में है। ट्रैकिंग नंबर DLV1 है।'),
    ).toBeInTheDocument();
    expect(screen.getByText('कीमत घटी: ESP32')).toBeInTheDocument();
    // A title the shop never wrote stays as it came.
    expect(screen.getByText('New sign-in')).toBeInTheDocument();
  });
});
