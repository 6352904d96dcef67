import type { ProductStock, StockMovement } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { StockPanel } from './stock-panel';

const server = setupMockApi();
// Several typed and dragged steps each: more than the default 5 s on a busy machine.
const INTERACTION_TIMEOUT_MS = 20_000;

const received: StockMovement = {
  id: 1,
  change: 20,
  quantity_before: 5,
  quantity_after: 25,
  reason: 'received',
  note: 'Invoice 4411',
  actor_kind: 'staff',
  actor_username: 'meera',
  order: null,
  created_at: '2026-11-20T10:00:00Z',
};

function stockOf(quantity: number, rows: StockMovement[]): ProductStock {
  return { product_id: 7, quantity, count: rows.length, next: null, previous: null, results: rows };
}

beforeEach(() => startSession('access-1'));

describe('StockPanel', () => {
  it(
    'shows the stock on the shelf and the ledger as before, change and after',
    async () => {
      server.use(http.get('*/api/admin/products/7/stock/', () => HttpResponse.json(stockOf(25, [received]))));
      renderWithApp(<StockPanel productId={7} />);
      expect(await screen.findByRole('status', { name: 'Stock on the shelf' }, { timeout: 5000 })).toHaveTextContent(
        '25',
      );
      const row = screen.getByRole('row', { name: /Invoice 4411/ });
      expect(within(row).getByText('+20')).toBeInTheDocument();
      expect(within(row).getByText('Received')).toBeInTheDocument();
      expect(within(row).getByText('meera')).toBeInTheDocument();
    },
    INTERACTION_TIMEOUT_MS,
  );

  it(
    'says every movement in words, who made it, and links an order’s to the order',
    async () => {
      const order = { id: 12, order_number: 'MB20261201-1042' };
      const line = (id: number, fields: Partial<StockMovement>): StockMovement => ({
        ...received,
        id,
        note: '',
        ...fields,
      });
      const ledger = [
        line(4, {
          reason: 'cancelled',
          change: 4,
          quantity_before: 396,
          quantity_after: 400,
          actor_kind: 'customer',
          actor_username: 'ravi',
          order,
        }),
        line(3, {
          reason: 'sale',
          change: -4,
          quantity_before: 400,
          quantity_after: 396,
          actor_kind: 'customer',
          actor_username: 'ravi',
          order,
        }),
        line(2, {
          reason: 'released',
          change: 2,
          quantity_before: 398,
          quantity_after: 400,
          actor_kind: 'system',
          actor_username: 'System',
          order: { id: 9, order_number: 'MB20261130-0007' },
        }),
        line(1, {
          reason: 'opening',
          change: 398,
          quantity_before: 0,
          quantity_after: 398,
          actor_kind: 'system',
          actor_username: 'System',
        }),
      ];
      server.use(http.get('*/api/admin/products/7/stock/', () => HttpResponse.json(stockOf(400, ledger))));
      renderWithApp(<StockPanel productId={7} />);

      const sale = await screen.findByRole('row', { name: /On order MB20261201-1042/ }, { timeout: 5000 });
      expect(within(sale).getByRole('link', { name: 'MB20261201-1042' })).toHaveAttribute('href', '/admin/orders/12');
      expect(within(sale).getByText('Customer ravi')).toBeInTheDocument();
      expect(within(sale).getByText('−4')).toBeInTheDocument();
      const cancelled = screen.getByRole('row', { name: /cancelled by the customer/ });
      expect(within(cancelled).getByRole('link', { name: 'MB20261201-1042' })).toBeInTheDocument();
      const released = screen.getByRole('row', { name: /not paid within 30 minutes/ });
      expect(within(released).getByRole('link', { name: 'MB20261130-0007' })).toHaveAttribute(
        'href',
        '/admin/orders/9',
      );
      expect(within(released).getByText('System')).toBeInTheDocument();
      // The opening balance starts the ledger: its quantity alone.
      const opening = screen.getByRole('row', { name: /when the ledger began/ });
      expect(within(opening).getByText('Opening balance')).toBeInTheDocument();
      expect(within(opening).queryByText(/→/)).toBeNull();
    },
    INTERACTION_TIMEOUT_MS,
  );

  it(
    'checks the direction of a reason before sending, records an adjustment and shows a refusal',
    async () => {
      const bodies: unknown[] = [];
      server.use(
        http.get('*/api/admin/products/7/stock/', () => HttpResponse.json(stockOf(3, []))),
        http.post('*/api/admin/products/7/stock/', async ({ request }) => {
          const body = (await request.json()) as { change: number };
          bodies.push(body);
          if (body.change < -3) {
            return HttpResponse.json(
              {
                detail:
                  'Only 3 in stock: taking 5 would leave less than none. Count the shelf and record a correction.',
              },
              { status: 409 },
            );
          }
          return HttpResponse.json({ quantity: 1, adjustment: { ...received, change: -2 } }, { status: 201 });
        }),
      );
      const user = userEvent.setup();
      renderWithApp(<StockPanel productId={7} />);
      const change = await screen.findByLabelText('Change', {}, { timeout: 5000 });
      expect(screen.getByText(/No movements yet/)).toBeInTheDocument();

      await user.type(change, '4');
      await user.selectOptions(screen.getByLabelText('Reason'), 'damaged');
      await user.click(screen.getByRole('button', { name: 'Record adjustment' }));
      expect(await screen.findByText('Damaged stock is taken: enter a negative number.')).toBeInTheDocument();
      expect(bodies).toEqual([]);

      await user.clear(change);
      await user.type(change, '-5');
      await user.click(screen.getByRole('button', { name: 'Record adjustment' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 in stock');

      await user.clear(change);
      await user.type(change, '-2');
      await user.type(screen.getByLabelText('Note (optional)'), 'Dropped');
      await user.click(screen.getByRole('button', { name: 'Record adjustment' }));
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies.at(-1)).toEqual({ change: -2, reason: 'damaged', note: 'Dropped' });
      // Recorded: the form starts again, blank.
      await waitFor(() => expect(change).toHaveValue(null));
    },
    INTERACTION_TIMEOUT_MS,
  );
});
