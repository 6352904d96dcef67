import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aCategory, aPage } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { CategoriesMenu } from './nav-menus';

const server = setupMockApi();

describe('CategoriesMenu', () => {
  it('opens from its button on the links to every category', async () => {
    server.use(
      http.get('*/api/categories/', () =>
        HttpResponse.json(aPage([aCategory({ name: 'Sensors', slug: 'sensors', icon: null })])),
      ),
    );
    renderWithApp(<CategoriesMenu />);
    expect(screen.queryByRole('menuitem', { name: 'All Categories' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Categories' }));
    expect(await screen.findByRole('menuitem', { name: 'All Categories' })).toHaveAttribute('href', '/categories');
    expect(await screen.findByRole('menuitem', { name: /Sensors/ })).toHaveAttribute('href', '/category/sensors');
  });

  it('asks for the categories only when a pointer or the keyboard comes to its button', async () => {
    const categories = vi.fn(() => HttpResponse.json(aPage([])));
    server.use(http.get('*/api/categories/', categories));
    renderWithApp(<CategoriesMenu />);
    // Long enough for a query started on render to have reached the server.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(categories).not.toHaveBeenCalled();
    await userEvent.setup().tab();
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveFocus();
    await waitFor(() => expect(categories).toHaveBeenCalledTimes(1));
  });
});
