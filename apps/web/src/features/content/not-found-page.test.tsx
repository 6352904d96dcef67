import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import NotFoundPage from './not-found-page';

function renderAtBadPath() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('NotFoundPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the heading and links home and to the categories', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAtBadPath();

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse Categories' })).toHaveAttribute('href', '/categories');
  });

  it('logs the bad path once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAtBadPath();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('404: no page at', '/no-such-page');
  });
});
