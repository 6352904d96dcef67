import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, sessionStore } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import LoginPage from './login-page';

const server = setupMockApi();
beforeEach(() => endSession());

describe('LoginPage', () => {
  it('signs in in cookie mode: the answer carries only the access token, kept in memory', async () => {
    let sessionMode: string | null = null;
    server.use(
      http.post('*/api/login/', ({ request }) => {
        sessionMode = request.headers.get('x-session-mode');
        return HttpResponse.json({ access: 'access-1' });
      }),
      http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    );
    renderWithApp(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>,
      { path: '/login' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or e-mail'), 'asha_rao');
    await user.type(screen.getByLabelText('Password'), 'solder-fumes-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(sessionMode).toBe('cookie');
    expect(sessionStore.getState()).toMatchObject({ status: 'authenticated', accessToken: 'access-1' });
  });
});
