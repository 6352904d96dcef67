import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { aCourse, anAddress, anEnrollment, anOrder, aPage, asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ProfilePage from './profile-page';

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
