import type { ProductChoices } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { anAdminProduct } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ProductPage from './product-page';

const server = setupMockApi();
// Typing into a whole form takes more than the default 5 s on a busy machine.
const FORM_TIMEOUT_MS = 30_000;

const choices: ProductChoices = {
  categories: [{ id: 1, name: 'Arduino', slug: 'arduino', is_active: true }],
  brands: ['Arduino'],
};

/** The editor of product 7, which the fixture gives two uses; answers each save with `answer`. */
function openProduct(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/admin/products/choices/', () => HttpResponse.json(choices)),
    http.get('*/api/admin/products/7/', () => HttpResponse.json(anAdminProduct())),
    http.get('*/api/admin/products/7/images/', () => HttpResponse.json({ product_id: 7, results: [] })),
    http.get('*/api/admin/products/7/stock/', () =>
      HttpResponse.json({ product_id: 7, quantity: 4, count: 0, next: null, previous: null, results: [] }),
    ),
    http.patch('*/api/admin/products/7/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/admin/products/:id" element={<ProductPage />} />
    </Routes>,
    { path: '/admin/products/7' },
  );
  return bodies;
}

const usesList = () => screen.getByRole('list', { name: 'Uses' });

beforeEach(() => startSession('access-1'));

describe('the Uses field of the product editor', () => {
  it(
    'shows the product’s uses, adds one with Enter, removes one, and saves the list',
    async () => {
      const bodies = openProduct((body) => HttpResponse.json(anAdminProduct({ uses: body.uses as string[] })));
      const user = userEvent.setup();
      const input = await screen.findByLabelText('Uses', { selector: 'input' }, { timeout: 5000 });
      expect(
        within(usesList())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['first arduino project', 'line follower robot']);

      await user.type(input, '  obstacle avoidance robot {Enter}');
      expect(input).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Remove first arduino project' }));
      expect(
        within(usesList())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['line follower robot', 'obstacle avoidance robot']);
      // Enter added a use and saved nothing.
      expect(bodies).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]?.uses).toEqual(['line follower robot', 'obstacle avoidance robot']);
    },
    FORM_TIMEOUT_MS,
  );

  it(
    'keeps a phrase typed but not added when Save is pressed',
    async () => {
      const bodies = openProduct((body) => HttpResponse.json(anAdminProduct({ uses: body.uses as string[] })));
      const user = userEvent.setup();
      const input = await screen.findByLabelText('Uses', { selector: 'input' }, { timeout: 5000 });
      await user.type(input, 'robot car');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]?.uses).toEqual(['first arduino project', 'line follower robot', 'robot car']);
    },
    FORM_TIMEOUT_MS,
  );

  it(
    'refuses a use the rules refuse before asking the server, with the message on the field',
    async () => {
      const bodies = openProduct(() => HttpResponse.json(anAdminProduct()));
      const user = userEvent.setup();
      const input = await screen.findByLabelText('Uses', { selector: 'input' }, { timeout: 5000 });
      await user.type(input, 'x{Enter}Line Follower Robot{Enter}');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('“x” is too short: a use has 2 to 40 characters.')).toBeInTheDocument();
      expect(screen.getByText('“Line Follower Robot” is listed twice.')).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(bodies).toEqual([]);
    },
    FORM_TIMEOUT_MS,
  );

  it(
    'shows the server’s 400 about the uses on the field',
    async () => {
      openProduct(() => HttpResponse.json({ uses: ['A product has at most 8 uses.'] }, { status: 400 }));
      const user = userEvent.setup();
      await screen.findByLabelText('Uses', { selector: 'input' }, { timeout: 5000 });
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('A product has at most 8 uses.')).toBeInTheDocument();
    },
    FORM_TIMEOUT_MS,
  );
});
