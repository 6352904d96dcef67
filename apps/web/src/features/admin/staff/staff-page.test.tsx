import type { AdminMe, StaffMember } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { aPage } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import StaffPage from './staff-page';

const server = setupMockApi();

const owner: StaffMember = {
  id: 1,
  username: 'owner',
  email: 'owner@makerbazaar.test',
  first_name: '',
  last_name: '',
  roles: ['owner'],
};
const ravi: StaffMember = {
  id: 8,
  username: 'ravi_k',
  email: 'ravi@example.in',
  first_name: 'Ravi',
  last_name: 'Kumar',
  roles: ['catalogue', 'orders'],
};
const me: AdminMe = { id: 1, username: 'owner', roles: ['owner'], areas: ['staff', 'audit'], owners: [] };

function serveStaff(people: StaffMember[]) {
  server.use(
    http.get('*/api/admin/me/', () => HttpResponse.json(me)),
    http.get('*/api/admin/staff/', () => HttpResponse.json(aPage(people))),
  );
}

const openStaff = async () => {
  renderWithApp(<StaffPage />, { path: '/admin/staff' });
  return screen.findByRole('row', { name: /ravi_k/ }, { timeout: 5000 });
};

beforeEach(() => startSession('access-1'));

// Whole dialogs are filled in key by key: on a busy machine that takes longer than the default 5 s.
describe('StaffPage', { timeout: 20_000 }, () => {
  it('lists the staff with their roles as badges and marks the signed-in owner', async () => {
    serveStaff([owner, ravi]);
    const row = await openStaff();
    expect(within(row).getByText('Ravi Kumar · ravi@example.in')).toBeInTheDocument();
    expect(within(row).getByText('Catalogue')).toBeInTheDocument();
    expect(within(row).getByText('Orders')).toBeInTheDocument();
    const ownRow = screen.getByRole('row', { name: /owner@makerbazaar.test/ });
    expect(within(ownRow).getByText('You')).toBeInTheDocument();
    expect(within(ownRow).getByText('Owner')).toBeInTheDocument();
  });

  it('adds an account as staff with the chosen roles, explaining what each role may do', async () => {
    serveStaff([owner, ravi]);
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/staff/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...ravi, id: 9, username: 'meera', roles: ['catalogue'] }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await openStaff();
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a staff member' });
    expect(within(dialog).getByRole('checkbox', { name: /Owner/ })).toHaveAccessibleName(
      expect.stringContaining('audit log, the outbox and deactivating customers'),
    );
    expect(within(dialog).getByRole('checkbox', { name: /Support/ })).toHaveAccessibleName(
      expect.stringContaining('customers read-only'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add to the staff' }));
    expect(await within(dialog).findByText(/Enter the username or e-mail/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Choose at least one role/)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Username or e-mail'), 'Meera@Example.in');
    await user.click(within(dialog).getByRole('checkbox', { name: /Catalogue/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to the staff' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ account: 'Meera@Example.in', roles: ['catalogue'] }]);
  });

  it('shows the server’s refusals on the add form: an unknown account on its field, a conflict above', async () => {
    serveStaff([owner, ravi]);
    const answers = [
      HttpResponse.json({ account: ['No active account has this username or e-mail.'] }, { status: 400 }),
      HttpResponse.json({ detail: 'ravi_k is already on the staff. Change their roles instead.' }, { status: 409 }),
    ];
    server.use(http.post('*/api/admin/staff/', () => answers.shift()));
    const user = userEvent.setup();
    await openStaff();
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog');
    const account = within(dialog).getByLabelText('Username or e-mail');
    await user.type(account, 'nobody');
    await user.click(within(dialog).getByRole('checkbox', { name: /Support/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to the staff' }));
    expect(await within(dialog).findByText('No active account has this username or e-mail.')).toBeInTheDocument();
    expect(account).toHaveAttribute('aria-invalid', 'true');

    await user.clear(account);
    await user.type(account, 'ravi_k');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the staff' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ravi_k is already on the staff. Change their roles instead.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('changes roles in a dialog and shows why the last owner must stay an owner', async () => {
    serveStaff([owner, ravi]);
    const bodies: unknown[] = [];
    server.use(
      http.patch('*/api/admin/staff/1/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            detail:
              'This is the last owner of the shop. Make someone else an owner first, so the shop is never left without one.',
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    await openStaff();
    await user.click(screen.getByRole('button', { name: 'Change roles of owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change roles of owner' });
    expect(within(dialog).getByRole('checkbox', { name: /Owner/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Owner/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Orders/ }));
    expect(within(dialog).getByText(/taking the owner role from yourself/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is the last owner of the shop.');
    expect(bodies).toEqual([{ roles: ['orders'] }]);
  });

  it('removes a staff member only after confirming', async () => {
    serveStaff([owner, ravi]);
    const removed: string[] = [];
    server.use(
      http.delete('*/api/admin/staff/:id/', ({ params }) => {
        removed.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    await openStaff();
    await user.click(screen.getByRole('button', { name: 'Remove ravi_k from the staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove ravi_k from the staff?' });
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove from staff' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toEqual(['8']);
  });

  it('keeps the dialog open with the server’s reason when the last owner cannot be removed', async () => {
    serveStaff([owner, ravi]);
    server.use(
      http.delete('*/api/admin/staff/1/', () =>
        HttpResponse.json({ detail: 'This is the last owner of the shop.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await openStaff();
    await user.click(screen.getByRole('button', { name: 'Remove owner from the staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove owner from the staff?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from staff' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is the last owner of the shop.');
  });
});
