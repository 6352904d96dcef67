import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import RegisterPage from './register-page';

const server = setupMockApi();
beforeEach(() => endSession());

function renderPage() {
  renderWithApp(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<h1>Login screen</h1>} />
    </Routes>,
    { path: '/register' },
  );
}

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const VALID = {
  'First name': 'Asha',
  'Last name': 'Rao',
  Username: 'asha_rao',
  'E-mail': 'asha@example.in',
  'Mobile number': '9845012345',
  Password: 'solder-fumes-42',
  'Confirm password': 'solder-fumes-42',
};

describe('RegisterPage', () => {
  it('checks the fields before sending anything', async () => {
    let sent = false;
    server.use(
      http.post('*/api/users/', () => {
        sent = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderPage();
    await fill({ ...VALID, 'E-mail': 'not-an-email', 'Mobile number': '12345', 'Confirm password': 'different-1' });
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid Indian mobile number (10 digits, optionally starting with +91).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  it('lists the server field errors above the form and beside the fields', async () => {
    server.use(
      http.post('*/api/users/', () =>
        HttpResponse.json(
          {
            username: ['A user with that username already exists.'],
            email: ['A user with this email address already exists.'],
          },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    await fill(VALID);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A user with that username already exists.');
    expect(alert).toHaveTextContent('A user with this email address already exists.');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the seven fields, then asks the customer to open the link mailed to the address, with a way to sign in', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/users/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...asha, email: 'asha@example.in', email_verified: false }, { status: 201 });
      }),
    );
    renderPage();
    await fill(VALID);
    expect(await screen.findByRole('heading', { name: 'Check your mailbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have sent a link to asha@example.in: open it to confirm the address is yours.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('not even order confirmations');
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(body).toMatchObject({
      username: 'asha_rao',
      email: 'asha@example.in',
      first_name: 'Asha',
      last_name: 'Rao',
      confirm_password: 'solder-fumes-42',
    });
  });

  it('falls back to "Registration failed" when the server says nothing useful', async () => {
    server.use(http.post('*/api/users/', () => new HttpResponse(null, { status: 502 })));
    renderPage();
    await fill(VALID);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed'));
  });
});
