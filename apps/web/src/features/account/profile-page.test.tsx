import type { User } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { aCourse, anAddress, anEnrollment, anOrder, aPage, asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ProfilePage from './profile-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();
beforeEach(() => {
  startSession('access-1');
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/orders/', () => HttpResponse.json({ count: 1, next: null, previous: null, results: [anOrder()] })),
    http.get('*/api/wishlist/', () => HttpResponse.json({ count: 3, next: null, previous: null, results: [] })),
    http.get('*/api/addresses/', () => HttpResponse.json({ results: [] })),
  );
});

/** The value beside a label of the profile's details. */
const detail = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;

describe('ProfilePage details', () => {
  it('shows the phone the Indian way and the default saved address, with a link to the address book', async () => {
    server.use(
      http.get('*/api/addresses/', () =>
        HttpResponse.json({
          results: [
            anAddress({ id: 3, is_default: false, line1: 'Plot 42, HITEC City', city: 'Hyderabad' }),
            anAddress({ id: 5, is_default: true, line1: '221 MG Road', phone: '+919876543210' }),
          ],
        }),
      ),
    );
    renderWithApp(<ProfilePage />, { path: '/profile' });
    expect(await detail('Phone')).toHaveTextContent('+91 98450 12345');
    const address = (await detail('Default address')) as HTMLElement;
    await waitFor(() => expect(address).toHaveTextContent('221 MG Road'));
    expect(address).toHaveTextContent('+91 98765 43210');
    expect(address).not.toHaveTextContent('HITEC City');
    expect(address).not.toHaveTextContent('Not set');
    expect(within(address).getByRole('link', { name: 'Manage your 2 addresses' })).toHaveAttribute(
      'href',
      '/addresses',
    );
  });

  it('with no saved address, shows the one written on the profile and offers to add one', async () => {
    server.use(http.get('*/api/addresses/', () => HttpResponse.json({ results: [] })));
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const address = (await detail('Default address')) as HTMLElement;
    expect(await within(address).findByText('14 Church Street, Bengaluru 560001')).toBeInTheDocument();
    expect(within(address).getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/addresses');
  });

  it('edits the phone as it is shown, and keeps addresses to the address book', async () => {
    server.use(http.get('*/api/addresses/', () => HttpResponse.json({ results: [anAddress({ is_default: true })] })));
    renderWithApp(<ProfilePage />, { path: '/profile' });
    expect(await within((await detail('Default address')) as HTMLElement).findByRole('link')).toHaveTextContent(
      'Manage your address',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Phone')).toHaveValue('+91 98450 12345');
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'address book' })).toHaveAttribute('href', '/addresses');
  });
});

describe('ProfilePage tabs', () => {
  it('shows the orders list in the Orders tab', async () => {
    renderWithApp(<ProfilePage />, { path: '/profile' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByRole('article', { name: 'Order MB-2026-000041' })).toBeInTheDocument();
    expect(screen.getByText('Track and manage your orders.')).toBeInTheDocument();
  });

  it('sums up the wishlist and links to it', async () => {
    renderWithApp(<ProfilePage />, { path: '/profile' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Wishlist' }));
    expect(await screen.findByText('3 parts saved for later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View wishlist' })).toHaveAttribute('href', '/wishlist');
  });
});

describe('ProfilePage My courses', () => {
  it('lists the enrolled courses with their level, enrolment date and a link', async () => {
    const course = aCourse();
    server.use(http.get('*/api/enrollments/', () => HttpResponse.json(aPage([anEnrollment(course)]))));
    renderWithApp(<ProfilePage />, { path: '/profile?tab=courses' });
    const list = await screen.findByRole('list', { name: 'My courses' });
    const item = await within(list).findByRole('listitem');
    expect(within(item).getByRole('link', { name: course.title })).toHaveAttribute('href', `/courses/${course.slug}`);
    expect(item).toHaveTextContent('Intermediate');
    expect(item).toHaveTextContent('Enrolled on 21 Nov 2026');
    expect(item).toHaveTextContent('8 weeks');
  });

  it('says so when there are none, with a way to the courses', async () => {
    server.use(http.get('*/api/enrollments/', () => HttpResponse.json(aPage([]))));
    renderWithApp(<ProfilePage />, { path: '/profile' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'My courses' }));
    expect(await screen.findByText('You have not enrolled in a course yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });
});

describe('ProfilePage e-mail verification', () => {
  beforeEach(() => vi.clearAllMocks());
  const unverified: User = { ...asha, email_verified: false };
  const changing: User = { ...asha, pending_email: 'asha.rao@newmail.in' };
  const showing = (user: User) => server.use(http.get('*/api/users/profile/', () => HttpResponse.json(user)));
  const notice = () => screen.findByRole('region', { name: /Confirm your e-mail address|waits for its link/ });

  it('marks a verified address and asks nothing more', async () => {
    renderWithApp(<ProfilePage />, { path: '/profile' });
    expect(await screen.findByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /e-mail address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('says an unverified address gets no e-mail yet, and sends the link again', async () => {
    showing(unverified);
    let resent = 0;
    server.use(
      http.post('*/api/users/resend_verification/', () => {
        resent += 1;
        return HttpResponse.json({ detail: 'We have sent a new link to asha@example.in.' });
      }),
    );
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const box = await notice();
    expect(box).toHaveTextContent('Confirm your e-mail address');
    expect(box).toHaveTextContent('We sent a link to asha@example.in. Until you open it we send no e-mails there');
    expect(box).toHaveTextContent('The link works for 48 hours.');
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Cancel the change' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Send the link again' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('We have sent a new link to asha@example.in.'));
    expect(resent).toBe(1);
  });

  it('says why a link was not sent again', async () => {
    showing(unverified);
    server.use(
      http.post('*/api/users/resend_verification/', () =>
        HttpResponse.json(
          { detail: 'You have asked for several e-mail links in the last hour. Please try again later.' },
          { status: 429 },
        ),
      ),
    );
    renderWithApp(<ProfilePage />, { path: '/profile' });
    await userEvent.setup().click(within(await notice()).getByRole('button', { name: 'Send the link again' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'You have asked for several e-mail links in the last hour. Please try again later.',
      ),
    );
  });

  it('shows a changed address waiting beside the one in use, and cancels the change', async () => {
    showing(changing);
    let sent: unknown;
    server.use(
      http.patch('*/api/users/update_profile/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(asha);
      }),
    );
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const box = await notice();
    expect(box).toHaveTextContent('Your new e-mail address waits for its link');
    expect(box).toHaveTextContent(
      'We sent a link to asha.rao@newmail.in. Once you open it, that becomes your address. Until then you sign in with, and we write to, asha@example.in.',
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Cancel the change' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: /waits for its link/ })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual({ email: 'asha@example.in' });
  });

  it('keeps a waiting change when other fields are saved, and tells where a new address was sent', async () => {
    showing(changing);
    const sent: unknown[] = [];
    server.use(
      http.patch('*/api/users/update_profile/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ ...changing, pending_email: (body.email as string) ?? changing.pending_email });
      }),
    );
    renderWithApp(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('asha.rao@newmail.in');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('email');
    expect(toast.info).not.toHaveBeenCalled();

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'asha@workshop.in');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(
        'We sent a link to asha@workshop.in. Open it to confirm the address is yours.',
      ),
    );
    expect(sent[1]).toMatchObject({ email: 'asha@workshop.in' });
  });
});
