import { DEFAULT_SETTINGS, type User } from '@makerbazaar/core';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import SettingsPage from './settings-page';

const server = setupMockApi();
beforeEach(() => startSession('access-1'));

function serve(user: User) {
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(user)),
    http.get('*/api/users/settings/', () => HttpResponse.json(DEFAULT_SETTINGS)),
  );
}

describe('SettingsPage e-mail switches', () => {
  it('says beside them that an unverified address gets none of those e-mails, and sends the link again', async () => {
    serve({ ...asha, email_verified: false });
    renderWithApp(<SettingsPage />, { path: '/settings' });
    const notice = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(notice).toHaveTextContent('Until you open it we send no e-mails there');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /E-mail notifications/ })).toBeInTheDocument();
  });

  it('says nothing of it to a customer whose address is verified', async () => {
    serve(asha);
    renderWithApp(<SettingsPage />, { path: '/settings' });
    expect(await screen.findByRole('switch', { name: /E-mail notifications/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /e-mail address/ })).not.toBeInTheDocument();
  });
});
