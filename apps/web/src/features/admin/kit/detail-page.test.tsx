import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/test/render';
import { DetailPage, type DetailQuery } from './detail-page';

function OrderScreen({ query }: { query: DetailQuery<{ number: string }> }) {
  return (
    <DetailPage
      query={query}
      back={{ to: '/admin/orders', label: 'Orders' }}
      missing={{ title: 'Order not found', description: 'No order has this number.' }}
      failed={{ title: 'The order could not be loaded' }}
      loading={<p>Loading the order…</p>}
    >
      {(order) => <h1>{order.number}</h1>}
    </DetailPage>
  );
}

const failing = (error: unknown, refetch = vi.fn()) => ({ data: undefined, error, isFetching: false, refetch });

describe('DetailPage', () => {
  it('shows the way back with the record, its loading shape, and the record', () => {
    renderWithApp(<OrderScreen query={{ ...failing(null), error: null }} />);
    expect(screen.getByText('Loading the order…')).toBeInTheDocument();
    cleanup();
    renderWithApp(
      <OrderScreen query={{ data: { number: 'MB-1' }, error: null, isFetching: false, refetch: vi.fn() }} />,
    );
    expect(screen.getByRole('heading', { name: 'MB-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
  });

  it('tells a record that does not exist from one that could not be loaded, which it offers to retry', async () => {
    renderWithApp(<OrderScreen query={failing(new ApiError(404, { detail: 'Not found.' }))} />);
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    const refetch = vi.fn();
    cleanup();
    renderWithApp(<OrderScreen query={failing(new ApiError(503, undefined), refetch)} />);
    expect(screen.getByRole('heading', { name: 'The order could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });
});
