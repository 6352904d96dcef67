import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { CategoriesMenu } from './nav-menus';

const server = setupMockApi();

describe('CategoriesMenu', () => {
  it('opens from its button on the links to every category', async () => {
    server.use(
      http.get('*/api/categories/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    renderWithApp(<CategoriesMenu />);
    expect(screen.queryByRole('menuitem', { name: 'All Categories' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Categories' }));
    expect(await screen.findByRole('menuitem', { name: 'All Categories' })).toHaveAttribute('href', '/categories');
  });
});
