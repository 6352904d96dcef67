import type { Paginated } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/test/render';
import { useListParams } from '../components/list-params';
import { FilterToolbar } from './filter-toolbar';
import { ListPage, type ListQuery } from './list-page';

interface Part {
  id: number;
  name: string;
}

const columns: ColumnDef<Part, unknown>[] = [
  { id: 'name', accessorFn: (part) => part.name, header: 'Name', cell: ({ row }) => row.original.name },
];

const STOCK_CHOICES = [
  { value: '', label: 'Any stock' },
  { value: 'out', label: 'Out of stock' },
];

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

/** A list screen composed of the kit, answering `query` whatever the address asks. */
function PartsPage({ query }: { query: ListQuery<Paginated<Part>> }) {
  const { params, page, setParams } = useListParams();
  return (
    <>
      <ListPage
        title="Parts"
        toolbar={
          <FilterToolbar
            label="Search the parts"
            placeholder="Name"
            filters={[{ name: 'stock', label: 'Stock', options: STOCK_CHOICES }]}
          />
        }
        caption="Parts"
        columns={columns}
        query={query}
        failed="The parts could not be loaded."
        list={{ page, setParams }}
        pageSize={2}
        ordering={{ current: params.ordering, default: '-name' }}
        empty="No part matches."
      />
      <Address />
    </>
  );
}

const answered = (count: number, results: Part[]): ListQuery<Paginated<Part>> => ({
  data: { count, next: null, previous: null, results },
  error: null,
  isFetching: false,
  refetch: vi.fn(),
});

describe('ListPage', () => {
  it('keeps the filters, the search, the page and the sort order in the address', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <PartsPage
        query={answered(5, [
          { id: 1, name: 'LM7805' },
          { id: 2, name: 'NE555' },
        ])}
      />,
      {
        path: '/admin/parts?page=2',
      },
    );
    const address = screen.getByLabelText('Address');
    expect(screen.getByText('3–4 of 5')).toBeInTheDocument();

    // A new filter starts again from the first page.
    await user.selectOptions(screen.getByLabelText('Stock'), 'out');
    expect(address).toHaveTextContent(/^\/admin\/parts\?stock=out$/);

    await user.type(screen.getByRole('searchbox'), 'regulator');
    await waitFor(() => expect(address).toHaveTextContent('/admin/parts?stock=out&q=regulator'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address).toHaveTextContent('/admin/parts?stock=out&q=regulator&page=2');

    // From the server's own order (newest first) to the other way round and back; the server's own
    // order stays out of the address.
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(address).toHaveTextContent('/admin/parts?stock=out&q=regulator&ordering=name');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(address).toHaveTextContent(/^\/admin\/parts\?stock=out&q=regulator$/);
  });

  it('says what is empty, and offers Retry when the list could not be loaded', async () => {
    renderWithApp(<PartsPage query={answered(0, [])} />, { path: '/admin/parts' });
    expect(screen.getByText('No part matches.')).toBeInTheDocument();

    const refetch = vi.fn();
    cleanup();
    renderWithApp(
      <PartsPage query={{ data: undefined, error: new ApiError(500, undefined), isFetching: false, refetch }} />,
    );
    expect(screen.getByText('The parts could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();

    // A filter the server refuses says why.
    cleanup();
    renderWithApp(
      <PartsPage
        query={{
          data: undefined,
          error: new ApiError(400, { detail: 'Unknown stock filter.' }),
          isFetching: false,
          refetch,
        }}
      />,
    );
    expect(screen.getByText('Unknown stock filter.')).toBeInTheDocument();
  });
});
