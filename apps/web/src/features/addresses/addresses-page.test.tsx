import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import AddressesPage from './addresses-page';

const server = setupMockApi();

beforeEach(() => {
  startSession('access-1');
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/addresses/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  );
});

describe('AddressesPage', () => {
  it('opens the new-address form from the empty address book', async () => {
    renderWithApp(
      <Routes>
        <Route path="/addresses" element={<AddressesPage />} />
      </Routes>,
      { path: '/addresses' },
    );
    expect(await screen.findByRole('heading', { name: 'No saved addresses' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add New Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a new address' });
    expect(dialog).toContainElement(screen.getByLabelText('Full name'));
  });
});
