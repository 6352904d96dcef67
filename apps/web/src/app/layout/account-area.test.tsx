import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, sessionStore, startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { AccountArea } from './account-area';

const accountMenuLoaded = vi.hoisted(() => vi.fn());
vi.mock('./account-menu', async (importOriginal) => {
  accountMenuLoaded();
  return importOriginal();
});

const server = setupMockApi();
beforeEach(() => endSession());

describe('AccountArea', () => {
  it('shows a Login link to a visitor', () => {
    renderWithApp(<AccountArea />);
    expect(screen.getByRole('link', { name: /Login/ })).toHaveAttribute('href', '/login');
  });

  it('keeps both places while the session is being restored, for the page to show the one the browser had', () => {
    sessionStore.setState({ status: 'loading', accessToken: null });
    const { container } = renderWithApp(<AccountArea />);
    // index.html marks a browser that was signed in before the first paint; the stylesheet shows one of the two.
    expect(screen.getByRole('link', { name: /Login/ })).toHaveClass('unless-signed-in');
    expect(container.querySelector('.if-signed-in')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  // First in the file: a module is loaded once per file, and the next test opens the menu.
  it("draws the customer's button without the menu's code, and the menu from its first tap", async () => {
    startSession('access-1');
    server.use(http.get('*/api/users/profile/', () => HttpResponse.json(asha)));
    renderWithApp(<AccountArea />);
    const trigger = await screen.findByRole('button', { name: 'Account menu for Asha' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    // Long enough for an import started on render to have happened.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(accountMenuLoaded).not.toHaveBeenCalled();

    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: /Settings/ })).toHaveAttribute('href', '/settings');
    expect(accountMenuLoaded).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Asha' })).toHaveFocus();
  });

  it('shows initials and first name when signed in, and signs out from the menu', async () => {
    startSession('access-1');
    let loggedOut = false;
    server.use(
      http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
      http.post('*/api/logout/', () => {
        loggedOut = true;
        return HttpResponse.json({ detail: 'Signed out.' });
      }),
    );
    renderWithApp(<AccountArea />);
    const trigger = await screen.findByRole('button', { name: 'Account menu for Asha' });
    expect(trigger).toHaveTextContent('AR');
    await userEvent.setup().click(trigger);
    expect(await screen.findByRole('menuitem', { name: /My Orders/ })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('menuitem', { name: /My Profile/ })).toHaveAttribute('href', '/profile');
    await userEvent.setup().click(screen.getByRole('menuitem', { name: /Logout/ }));
    await screen.findByRole('link', { name: /Login/ });
    expect(loggedOut).toBe(true);
    expect(sessionStore.getState().status).toBe('anonymous');
  });
});
