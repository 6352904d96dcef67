import type { AdminProject } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { anAdminProduct, aPage } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ProjectEditorPage from './project-editor-page';

const server = setupMockApi();

const project: AdminProject = {
  id: 5,
  slug: 'plant-waterer',
  title: 'Automatic Plant Waterer',
  description: 'Waters your plants.',
  featured_image: '/media/projects/plant.svg',
  tags: ['Arduino'],
  estimated_time: '2 hours',
  difficulty_level: 'Beginner',
  category: 'automation-projects',
  steps: [{ title: 'Wire it', body: 'Sensor to A0.' }],
  is_featured: false,
  is_published: true,
  sort_order: 3,
  views_count: 12,
  parts: [{ product_id: 1, name: 'Arduino Uno R3', slug: 'arduino-uno-r3', price: 499, is_sold: true, quantity: 1 }],
  created_at: '2026-11-20T10:00:00.000Z',
};

const pump = anAdminProduct({
  id: 9,
  slug: 'mini-pump',
  name: 'Mini Water Pump 5V',
  brand: 'Generic',
  category: { id: 3, name: 'Motors', slug: 'motors' },
  price: 149,
  stock: 40,
});

const openEditor = () =>
  renderWithApp(
    <Routes>
      <Route path="/admin/projects/:id" element={<ProjectEditorPage />} />
    </Routes>,
    { path: '/admin/projects/5' },
  );

beforeEach(() => startSession('access-1'));

describe('ProjectEditorPage', () => {
  it('adds a product found in the catalogue to the parts list and saves the whole list', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/admin/projects/5/', () => HttpResponse.json(project)),
      http.get('*/api/admin/products/', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('q') === 'pump' ? aPage([pump]) : aPage([])),
      ),
      http.patch('*/api/admin/projects/5/', async ({ request }) => {
        const body = (await request.json()) as Partial<AdminProject>;
        bodies.push(body);
        return HttpResponse.json({
          ...project,
          ...body,
          parts: [...project.parts, { ...project.parts[0]!, product_id: 9, name: pump.name, quantity: 2 }],
        });
      }),
    );
    openEditor();
    const parts = await screen.findByRole(
      'list',
      { name: 'Parts in the order the project lists them' },
      { timeout: 5000 },
    );
    expect(within(parts).getByText('Arduino Uno R3')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a product to add'), 'pump');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Mini Water Pump 5V' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: 'Mini Water Pump 5V is in the list' })).toBeDisabled();
    const quantities = within(parts).getAllByLabelText('Qty');
    await userEvent.clear(quantities[1]!);
    await userEvent.type(quantities[1]!, '2');
    expect(screen.getByText('2 parts · ₹797')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Save changes' })[0]!);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { parts: unknown }).parts).toEqual([
      { product_id: 1, quantity: 1 },
      { product_id: 9, quantity: 2 },
    ]);
  }, 20_000);

  it('refuses a quantity under 1 before sending, and shows the server’s word on the parts list', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/admin/projects/5/', () => HttpResponse.json(project)),
      http.patch('*/api/admin/projects/5/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { parts: ['No product has the id 1: pick parts from the catalogue.'] },
          { status: 400 },
        );
      }),
    );
    openEditor();
    const [quantity] = await screen.findAllByLabelText('Qty', {}, { timeout: 5000 });
    await userEvent.clear(quantity!);
    await userEvent.type(quantity!, '0');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save changes' })[0]!);
    expect(await screen.findByText('A part’s quantity must be at least 1.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.clear(quantity!);
    await userEvent.type(quantity!, '3');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save changes' })[0]!);
    expect(await screen.findByText('No product has the id 1: pick parts from the catalogue.')).toBeInTheDocument();
  }, 20_000);
});
