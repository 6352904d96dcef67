import { type BulkQuoteRequestInput, dateInIndia, INVALID_GSTIN, NEEDED_BY_PAST } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { BulkQuoteForm } from './bulk-quote-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();
beforeEach(() => {
  endSession();
});

function serveQuotes(answer: () => Response) {
  const received: BulkQuoteRequestInput[] = [];
  server.use(
    http.post('*/api/bulk-orders/', async ({ request }) => {
      received.push((await request.json()) as BulkQuoteRequestInput);
      return answer();
    }),
  );
  return received;
}

const REFERENCE = () =>
  HttpResponse.json(
    { reference: 'BQ-20261121-0007', detail: 'Thank you! We will send your quote within one working day.' },
    { status: 201 },
  );

/** A date some days from today in India, as a date input takes it. */
function daysFromToday(days: number): string {
  const [year, month, day] = dateInIndia().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function fillContact(user: ReturnType<typeof userEvent.setup>, gstin = '') {
  await user.type(screen.getByLabelText('Organisation'), 'RV College of Engineering');
  if (gstin) await user.type(screen.getByLabelText('GSTIN (optional)'), gstin);
  await user.type(screen.getByLabelText('Contact name'), 'Dr Meera Iyer');
  await user.type(screen.getByLabelText('Email'), 'purchase@rvce.edu.in');
  await user.type(screen.getByLabelText('Phone'), '9845012345');
  await user.type(screen.getByLabelText('Needed by'), daysFromToday(14));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Request a quote' }));

describe('BulkQuoteForm', () => {
  it('refuses a malformed GSTIN before sending anything', async () => {
    const received = serveQuotes(REFERENCE);
    renderWithApp(<BulkQuoteForm />);
    const user = userEvent.setup();
    await fillContact(user, '29ABCDE1234F1Z5');
    await user.type(screen.getByLabelText('Item 1'), 'Arduino Uno R3');
    await submit(user);

    const gstin = screen.getByLabelText('GSTIN (optional)');
    await waitFor(() => expect(gstin).toHaveAccessibleDescription(INVALID_GSTIN));
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(received).toEqual([]);
  });

  it('adds and removes item rows, and sends the rows that are left', async () => {
    const received = serveQuotes(REFERENCE);
    renderWithApp(<BulkQuoteForm />);
    const user = userEvent.setup();
    await fillContact(user, '29abcde1234f1zw');
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();

    await user.type(screen.getByLabelText('Item 1'), 'Arduino Uno R3');
    await user.clear(screen.getByLabelText('Quantity of item 1'));
    await user.type(screen.getByLabelText('Quantity of item 1'), '30');
    await user.click(screen.getByRole('button', { name: 'Add another item' }));
    await user.type(screen.getByLabelText('Item 2'), 'Wrong part');
    await user.click(screen.getByRole('button', { name: 'Add another item' }));
    await user.type(screen.getByLabelText('Item 3'), 'HC-SR04 ultrasonic sensor');
    await user.clear(screen.getByLabelText('Quantity of item 3'));
    await user.type(screen.getByLabelText('Quantity of item 3'), '60');
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));

    const rows = within(screen.getByRole('group', { name: 'Items' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Quote request received' })).toBeInTheDocument();
    expect(screen.getByText('Quote reference').nextElementSibling).toHaveTextContent('BQ-20261121-0007');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      organisation: 'RV College of Engineering',
      gstin: '29ABCDE1234F1ZW',
      contact_name: 'Dr Meera Iyer',
      email: 'purchase@rvce.edu.in',
      phone: '+919845012345',
      needed_by: daysFromToday(14),
      items: [
        { name: 'Arduino Uno R3', quantity: 30 },
        { name: 'HC-SR04 ultrasonic sensor', quantity: 60 },
      ],
    });
    expect(received[0]).not.toHaveProperty('notes');
  });

  it('checks each item row and a date in the past', async () => {
    const received = serveQuotes(REFERENCE);
    renderWithApp(<BulkQuoteForm />);
    const user = userEvent.setup();
    await fillContact(user);
    await user.clear(screen.getByLabelText('Needed by'));
    await user.type(screen.getByLabelText('Needed by'), daysFromToday(-1));
    await user.clear(screen.getByLabelText('Quantity of item 1'));
    await submit(user);

    expect(await screen.findByText(NEEDED_BY_PAST)).toBeInTheDocument();
    expect(screen.getByLabelText('Item 1')).toHaveAccessibleDescription('Item is required.');
    expect(screen.getByLabelText('Quantity of item 1')).toHaveAccessibleDescription('A valid integer is required.');
    expect(received).toEqual([]);
  });

  it("shows the server's field errors beside the fields", async () => {
    serveQuotes(() =>
      HttpResponse.json({ needed_by: [NEEDED_BY_PAST], phone: ['Enter a valid phone.'] }, { status: 400 }),
    );
    renderWithApp(<BulkQuoteForm />);
    const user = userEvent.setup();
    await fillContact(user);
    await user.type(screen.getByLabelText('Item 1'), 'Arduino Uno R3');
    await submit(user);
    await waitFor(() => expect(screen.getByLabelText('Needed by')).toHaveAccessibleDescription(NEEDED_BY_PAST));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a valid phone.');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
