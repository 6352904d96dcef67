import type { AdminCourse } from '@makerbazaar/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import CourseEditorPage from './course-editor-page';

const server = setupMockApi();

const course: AdminCourse = {
  id: 7,
  slug: 'drones-from-scratch',
  title: 'Drones from Scratch',
  description: 'Build and fly a quadcopter.',
  instructor: 'Asha Rao',
  duration: '6 weeks',
  level: 'Intermediate',
  price: 2499,
  image: '/media/parts/drone.svg',
  rating: 0,
  students: 0,
  topics: ['PID tuning'],
  syllabus: [{ title: 'The frame', lessons: ['Motors'] }],
  kit: [],
  is_featured: false,
  is_published: false,
  sort_order: 0,
  created_at: '2026-11-23T10:00:00.000Z',
};

const openNew = () =>
  renderWithApp(
    <Routes>
      <Route path="/admin/courses/new" element={<CourseEditorPage />} />
      <Route path="/admin/courses/:id" element={<p>Editing course</p>} />
    </Routes>,
    { path: '/admin/courses/new' },
  );

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('Title', {}, { timeout: 5000 }), 'Drones from Scratch');
  await userEvent.type(screen.getByLabelText('Description'), 'Build and fly a quadcopter.');
  await userEvent.type(screen.getByLabelText('Instructor'), 'Asha Rao');
  await userEvent.type(screen.getByLabelText('Duration'), '6 weeks');
  await userEvent.selectOptions(screen.getByLabelText('Level'), 'Intermediate');
  await userEvent.clear(screen.getByLabelText('Price (₹)'));
  await userEvent.type(screen.getByLabelText('Price (₹)'), '2499');
  await userEvent.type(screen.getByLabelText('Path'), '/media/parts/drone.svg');
  await userEvent.type(screen.getByLabelText('Topics'), 'PID tuning');
}

beforeEach(() => startSession('access-1'));

describe('CourseEditorPage', () => {
  it('adds a course as a draft, its slug following the title, then opens it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/courses/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(course, { status: 201 });
      }),
    );
    openNew();
    await fillIn();
    expect(screen.getByLabelText('Slug')).toHaveValue('drones-from-scratch');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add course' })[0]!);
    expect(await screen.findByText('Editing course')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      slug: 'drones-from-scratch',
      level: 'Intermediate',
      price: 2499,
      topics: ['PID tuning'],
      is_published: false,
    });
  }, 30_000);

  it('says what is missing before sending, and puts a taken slug on the slug field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/admin/courses/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { detail: 'Another course already uses the slug “drones-from-scratch”. Choose another one.' },
          { status: 409 },
        );
      }),
    );
    openNew();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add course' }, { timeout: 5000 }))[0]!);
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(bodies).toHaveLength(0);
    await fillIn();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add course' })[0]!);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(await screen.findByText(/already uses the slug/)).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);
});
