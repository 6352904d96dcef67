import type { AuditEntry, StaffMember } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { aPage } from '@/test/fixtures';
import { recordRequests, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import AuditPage from './audit-page';

const server = setupMockApi();

const staff: StaffMember[] = [
  { id: 1, username: 'owner', email: 'owner@makerbazaar.test', first_name: '', last_name: '', roles: ['owner'] },
  { id: 8, username: 'ravi_k', email: 'ravi@example.in', first_name: 'Ravi', last_name: 'Kumar', roles: ['catalogue'] },
];

function anEntry(changes: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 3,
    actor_id: 1,
    actor_username: 'owner',
    action: 'staff.add',
    entity: 'staff',
    entity_id: '8',
    changes: { roles: { before: [], after: ['catalogue'] } },
    summary: 'Made ravi_k staff: Catalogue',
    // 8:00 pm in Bengaluru.
    created_at: '2026-11-23T14:30:00.000Z',
    ...changes,
  };
}

/** Where the page has put the list's query. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function openAudit(path: string, entries: AuditEntry[] = [anEntry()]) {
  server.use(http.get('*/api/admin/staff/', () => HttpResponse.json(aPage(staff))));
  const requests = recordRequests(server, '/admin/audit/', () => aPage(entries));
  renderWithApp(
    <>
      <AuditPage />
      <Address />
    </>,
    { path },
  );
  return requests;
}

const lastRequest = (requests: URLSearchParams[]) => Object.fromEntries(requests.at(-1) ?? []);

beforeEach(() => startSession('access-1'));

// Filters are typed key by key and wait for a pause: on a busy machine that takes longer than 5 s.
describe('AuditPage', { timeout: 20_000 }, () => {
  it('says each entry in words, with India time and who, and keeps the raw change behind Details', async () => {
    openAudit('/admin/audit', [
      anEntry(),
      anEntry({
        id: 4,
        action: 'product.update',
        entity: 'product',
        entity_id: '28',
        changes: { price_paise: { before: 6900, after: 6500 } },
        summary: 'Price ₹69 → ₹65 on HC-SR04',
      }),
    ]);
    const row = await screen.findByRole('row', { name: /Price ₹69 → ₹65 on HC-SR04/ }, { timeout: 5000 });
    expect(within(row).getByText('23 Nov 2026, 8:00 pm IST')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'owner' })).toBeInTheDocument();
    // The raw change is there, folded away until asked for.
    const details = within(row).getByText('Details');
    expect(within(row).getByText('price_paise:')).not.toBeVisible();
    await userEvent.setup().click(details);
    expect(within(row).getByText('price_paise:')).toBeVisible();
    expect(row).toHaveTextContent('product.update');
    expect(row).toHaveTextContent('product #28');
    expect(row).toHaveTextContent('price_paise:69006500');
    expect(within(row).getByLabelText('changed to')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Made ravi_k staff: Catalogue/ })).toBeInTheDocument();
  });

  it('folds long and structured values away behind "Show full values"', async () => {
    const specs = { voltage: '3.3 V', interface: 'I2C', notes: 'Runs from a single Li-ion cell' };
    openAudit('/admin/audit', [
      anEntry({
        action: 'product.update',
        entity: 'product',
        entity_id: '41',
        changes: { specifications: { before: null, after: specs }, price: { before: 499, after: 449 } },
      }),
    ]);
    const row = await screen.findByRole('row', { name: /product\.update/ }, { timeout: 5000 });
    await userEvent.setup().click(within(row).getByText('Details'));
    expect(row).toHaveTextContent('price:499449');
    const details = within(row).getByText('Show full values');
    expect(within(row).getAllByText('Show full values')).toHaveLength(1);
    await userEvent.setup().click(details);
    expect(within(row).getByText(/"notes": "Runs from a single Li-ion cell"/)).toBeVisible();
  });

  it('reads its filters from the address and asks the server for exactly those', async () => {
    const requests = openAudit('/admin/audit?entity=staff&actor=8&from=2026-11-01&to=2026-11-23');
    await screen.findByRole('row', { name: /staff\.add/ }, { timeout: 5000 });
    expect(lastRequest(requests)).toMatchObject({ entity: 'staff', actor: '8', from: '2026-11-01', to: '2026-11-23' });
    expect(screen.getByLabelText('Entity')).toHaveValue('staff');
    await waitFor(() => expect(screen.getByLabelText('Who')).toHaveDisplayValue('ravi_k'));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-23');
  });

  it('puts every filter change in the address and asks again, back on page 1', async () => {
    const requests = openAudit('/admin/audit?page=2');
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /staff\.add/ }, { timeout: 5000 });
    await screen.findByRole('option', { name: 'ravi_k' });

    await user.selectOptions(screen.getByLabelText('Who'), 'ravi_k');
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/admin/audit?actor=8'));
    await user.type(screen.getByLabelText('Entity'), 'product');
    await waitFor(() =>
      expect(screen.getByLabelText('Address')).toHaveTextContent('/admin/audit?actor=8&entity=product'),
    );
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await waitFor(() =>
      expect(lastRequest(requests)).toEqual({ actor: '8', entity: 'product', from: '2026-11-20', page_size: '25' }),
    );
    // The list started on page 2; every filter change went back to page 1, and typing waited for a pause.
    expect(requests[0]?.get('page')).toBe('2');
    expect(requests.slice(1).filter((params) => params.has('page'))).toEqual([]);
    expect(new Set(requests.flatMap((params) => params.getAll('entity')))).toEqual(new Set(['product']));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/admin\/audit$/));
    expect(screen.getByLabelText('Entity')).toHaveValue('');
  });

  it('filters by a row’s actor or entity when its name is clicked', async () => {
    openAudit('/admin/audit');
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /staff\.add/ }, { timeout: 5000 });
    await user.click(within(row).getByText('Details'));
    await user.click(within(row).getByRole('button', { name: 'staff' }));
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveTextContent('/admin/audit?entity=staff'));
    await user.click(within(row).getByRole('button', { name: 'owner' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Address')).toHaveTextContent('/admin/audit?entity=staff&actor=1'),
    );
  });

  it('shows the server’s message for a bad date range', async () => {
    server.use(
      http.get('*/api/admin/staff/', () => HttpResponse.json(aPage(staff))),
      http.get('*/api/admin/audit/', () =>
        HttpResponse.json({ from: ['The start date cannot be after the end date.'] }, { status: 400 }),
      ),
    );
    renderWithApp(<AuditPage />, { path: '/admin/audit?from=2026-11-23&to=2026-11-01' });
    expect(
      await screen.findByText('The start date cannot be after the end date.', undefined, { timeout: 5000 }),
    ).toBeVisible();
  });
});
