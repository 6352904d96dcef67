import type { AdminCategory, AdminCategoryList } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import CategoriesPage from './categories-page';

const server = setupMockApi();
// Several typed and dragged steps each: more than the default 5 s on a busy machine.
const INTERACTION_TIMEOUT_MS = 20_000;

const category = (id: number, name: string, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  description: '',
  icon: '🔌',
  is_active: true,
  sort_order: id,
  products_count: 3,
  ...extra,
});

const list = (categories: AdminCategory[]): AdminCategoryList => ({ results: categories });

beforeEach(() => startSession('access-1'));

const openPage = async () => {
  renderWithApp(<CategoriesPage />, { path: '/admin/categories' });
  const table = screen.getByRole('table', { name: 'Categories in shop order' });
  // Loaded once each category's row has its switch.
  await within(table).findAllByRole('switch', {}, { timeout: 5000 });
  return table;
};

describe('CategoriesPage', () => {
  it(
    'lists categories in shop order, marks hidden ones and moves one with the keyboard',
    async () => {
      const orders: unknown[] = [];
      server.use(
        http.get('*/api/admin/categories/', () =>
          HttpResponse.json(list([category(1, 'Arduino'), category(2, 'Sensors', { is_active: false })])),
        ),
        http.put('*/api/admin/categories/order/', async ({ request }) => {
          orders.push(await request.json());
          return HttpResponse.json(list([category(2, 'Sensors', { is_active: false }), category(1, 'Arduino')]));
        }),
      );
      const user = userEvent.setup();
      const table = await openPage();
      const [, first, second] = within(table).getAllByRole('row');
      expect(first).toHaveTextContent('Arduino');
      expect(second).toHaveTextContent('Hidden');
      expect(within(second as HTMLElement).getByRole('switch', { name: 'Show Sensors in the shop' })).not.toBeChecked();

      const handle = screen.getByRole('button', { name: 'Move Sensors, position 2' });
      handle.focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowUp]');
      await user.keyboard('[Space]');
      await waitFor(() => expect(orders).toEqual([{ ids: [2, 1] }]));
    },
    INTERACTION_TIMEOUT_MS,
  );

  it(
    'creates a category with a slug suggested from its name, and puts a taken slug on the field',
    async () => {
      const bodies: unknown[] = [];
      server.use(
        http.get('*/api/admin/categories/', () => HttpResponse.json(list([category(1, 'Arduino')]))),
        http.post('*/api/admin/categories/', async ({ request }) => {
          const body = (await request.json()) as { slug: string };
          bodies.push(body);
          if (body.slug === 'arduino') {
            return HttpResponse.json(
              { slug: ['Another category already has this slug: choose a different one.'] },
              { status: 400 },
            );
          }
          return HttpResponse.json(category(5, 'Drone Parts'), { status: 201 });
        }),
      );
      const user = userEvent.setup();
      await openPage();
      await user.click(screen.getByRole('button', { name: 'New category' }));
      const dialog = await screen.findByRole('dialog', { name: 'New category' });

      await user.type(within(dialog).getByLabelText('Name'), 'Arduino');
      expect(within(dialog).getByLabelText('Slug')).toHaveValue('arduino');
      await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
      expect(await within(dialog).findByText(/Another category already has this slug/)).toBeInTheDocument();

      await user.clear(within(dialog).getByLabelText('Name'));
      await user.type(within(dialog).getByLabelText('Name'), 'Drone Parts');
      await user.clear(within(dialog).getByLabelText('Slug'));
      await user.type(within(dialog).getByLabelText('Slug'), 'drone-parts');
      await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bodies.at(-1)).toEqual({
        name: 'Drone Parts',
        slug: 'drone-parts',
        description: '',
        icon: null,
        is_active: true,
      });
    },
    INTERACTION_TIMEOUT_MS,
  );

  it(
    'hides a category with its switch',
    async () => {
      const changes: unknown[] = [];
      server.use(
        http.get('*/api/admin/categories/', () => HttpResponse.json(list([category(1, 'Arduino')]))),
        http.patch('*/api/admin/categories/1/', async ({ request }) => {
          changes.push(await request.json());
          return HttpResponse.json(category(1, 'Arduino', { is_active: false }));
        }),
      );
      const user = userEvent.setup();
      await openPage();
      await user.click(screen.getByRole('switch', { name: 'Show Arduino in the shop' }));
      await waitFor(() => expect(changes).toEqual([{ is_active: false }]));
    },
    INTERACTION_TIMEOUT_MS,
  );
});
