import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('says how many are shown and loads the next page', async () => {
    const onLoadMore = vi.fn();
    renderWithApp(
      <LoadMore
        shown="24"
        total="60"
        fetching={false}
        onLoadMore={onLoadMore}
        retryFailedPage={undefined}
        failedMessage="More could not be loaded."
      />,
    );
    expect(screen.getByText('Showing 24 of 60')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('asks again for a page that failed, saying so, instead of loading the next', async () => {
    const onLoadMore = vi.fn();
    const retry = vi.fn();
    renderWithApp(
      <LoadMore
        shown="24"
        total="60"
        fetching={false}
        onLoadMore={onLoadMore}
        retryFailedPage={retry}
        failedMessage="More could not be loaded."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('More could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('holds the button while a page loads', () => {
    renderWithApp(
      <LoadMore shown="24" total="60" fetching onLoadMore={vi.fn()} retryFailedPage={undefined} failedMessage="" />,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
  });
});
