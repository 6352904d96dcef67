import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LoadMore } from './load-more';

function renderLoadMore(props: Partial<ComponentProps<typeof LoadMore>>) {
  const onLoadMore = vi.fn();
  renderWithApp(
    <LoadMore
      shown="24"
      total="60"
      fetching={false}
      onLoadMore={onLoadMore}
      retryFailedPage={undefined}
      failedMessage="More could not be loaded."
      {...props}
    />,
  );
  return { onLoadMore };
}

describe('LoadMore', () => {
  it('says how many are shown and loads the next page', async () => {
    const { onLoadMore } = renderLoadMore({});
    expect(screen.getByText('Showing 24 of 60')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('asks again for a page that failed, saying so, instead of loading the next', async () => {
    const retry = vi.fn();
    const { onLoadMore } = renderLoadMore({ retryFailedPage: retry });
    expect(screen.getByRole('alert')).toHaveTextContent('More could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('holds the button while a page loads', () => {
    renderLoadMore({ fetching: true });
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
  });
});
