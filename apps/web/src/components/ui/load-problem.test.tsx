import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/test/render';
import { Icon } from './icon';
import { LoadProblem } from './load-problem';

const notFound = {
  icon: <Icon name="package-x" />,
  title: 'Order Not Found',
  description: 'There is no such order in your account.',
  link: { to: '/orders', label: 'Back to My Orders' },
};
const failed = { title: 'Something went wrong', link: { to: '/orders', label: 'All orders' } };

describe('LoadProblem', () => {
  it('says a thing the server answered 404 for is not there, with only the way back', () => {
    renderWithApp(
      <LoadProblem query={{ error: new ApiError(404, {}), refetch: vi.fn() }} notFound={notFound} failed={failed} />,
    );
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells any other error as a failure, with the connection hint, a retry and the way out', async () => {
    const onRetry = vi.fn();
    renderWithApp(
      <LoadProblem query={{ error: new ApiError(500, {}), refetch: onRetry }} notFound={notFound} failed={failed} />,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Check your internet connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('tells a 404 as a failure when the screen has no not-found words', () => {
    renderWithApp(<LoadProblem query={{ error: new ApiError(404, {}) }} failed={failed} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('holds the retry while it is asking again, in its own words', () => {
    renderWithApp(
      <LoadProblem
        query={{ error: new TypeError('Failed to fetch'), refetch: vi.fn(), isRefetching: true }}
        failed={{ title: 'We could not load your coupons', description: 'Please try again.' }}
        retryLabel="Try again"
      />,
    );
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
