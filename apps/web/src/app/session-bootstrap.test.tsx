import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { restoreSession } from '@/features/auth/restore-session';
import { SessionProvider } from '@/lib/session';
import { SessionBootstrap } from './session-bootstrap';

vi.mock('@/features/auth/restore-session', () => ({ restoreSession: vi.fn(async () => null) }));

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('SessionBootstrap', () => {
  it('restores the session once at start, not again on every page the customer opens', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <SessionProvider>
            <SessionBootstrap />
            <Navigator />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(async () => navigate('/profile'));
    await act(async () => navigate('/orders'));
    expect(restoreSession).toHaveBeenCalledTimes(1);
  });
});
