import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCategory, aPage } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import { Header } from './header';

const navMenusLoaded = vi.hoisted(() => vi.fn());
vi.mock('./nav-menus', async (importOriginal) => {
  navMenusLoaded();
  return importOriginal();
});

const server = setupMockApi();
const categories = vi.fn(() => HttpResponse.json(aPage([aCategory({ name: 'Sensors', slug: 'sensors', icon: null })])));

beforeEach(() => {
  navMenusLoaded.mockClear();
  categories.mockClear();
  server.use(
    http.get('*/api/categories/', categories),
    http.get('*/api/courses/', () => HttpResponse.json(aPage([]))),
  );
});

describe("the header's Categories and Courses menus", () => {
  it('are plain buttons whose menu code and lists are asked for only when a pointer comes to one', async () => {
    renderWithApp(<Header />);
    const button = screen.getByRole('button', { name: 'Categories' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Long enough for an import or a query started on render to have happened.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(navMenusLoaded).not.toHaveBeenCalled();
    expect(categories).not.toHaveBeenCalled();

    await userEvent.setup().hover(button);
    await waitFor(() => expect(categories).toHaveBeenCalledTimes(1));
    expect(navMenusLoaded).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the tapped menu at the first tap', async () => {
    renderWithApp(<Header />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Courses' }));
    expect(await screen.findByRole('menuitem', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('menuitem', { name: 'All Categories' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard and gives the focus back to its button when closed', async () => {
    renderWithApp(<Header />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Categories' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: /Sensors/ })).toHaveAttribute('href', '/category/sensors');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveFocus();
  });
});
