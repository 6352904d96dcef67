import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { AccountShortcuts } from './account-shortcuts';

const server = setupMockApi();
afterEach(() => endSession());

describe('AccountShortcuts', () => {
  it('shows nothing to a visitor', () => {
    endSession();
    renderWithApp(<AccountShortcuts />);
    expect(screen.queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it('links a signed-in customer to orders, profile, addresses and payment methods', () => {
    server.use(http.get('*/api/users/profile/', () => HttpResponse.json({})));
    startSession('token');
    renderWithApp(<AccountShortcuts />);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/orders', '/profile', '/addresses', '/payment-methods']);
  });
});
