import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { aCourse, anEnrollment, anOrder, aPage, asha } from '@/test/fixtures';
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
  );
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
