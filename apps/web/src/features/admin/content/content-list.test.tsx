import type { AdminProjectSummary } from '@makerbazaar/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { aPage } from '@/test/fixtures';
import { recordRequests, setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ProjectsPage from './projects-page';

const server = setupMockApi();
beforeEach(() => startSession('access-1'));

const weatherStation: AdminProjectSummary = {
  id: 4,
  slug: 'weather-station',
  title: 'Weather Station',
  featured_image: '/media/projects/weather-station.svg',
  tags: [],
  estimated_time: '3 hours',
  difficulty_level: 'Beginner',
  category: 'arduino-projects',
  views_count: 120,
  parts_count: 5,
  is_featured: true,
  is_published: false,
  sort_order: 0,
  created_at: '2026-11-23T10:00:00.000Z',
};

describe('ContentListPage', () => {
  it('lists one kind of content with its own columns, asking with the filters of the address', async () => {
    const requests = recordRequests(server, '/admin/projects/', () => aPage([weatherStation]));
    renderWithApp(<ProjectsPage />, { path: '/admin/projects?published=false&q=weather' });

    const row = await screen.findByRole('row', { name: /Weather Station/ }, { timeout: 5000 });
    expect(within(row).getByRole('link', { name: 'Weather Station' })).toHaveAttribute('href', '/admin/projects/4');
    expect(row).toHaveTextContent('Arduino Projects · Beginner · 3 hours');
    expect(row).toHaveTextContent('Draft');
    expect(within(row).getByRole('button', { name: /^Publish / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/admin/projects/new');
    expect(requests[0]?.get('published')).toBe('false');
    expect(requests[0]?.get('q')).toBe('weather');
  });

  it('says when no record matches the filters', async () => {
    recordRequests(server, '/admin/projects/', () => aPage([]));
    renderWithApp(<ProjectsPage />, { path: '/admin/projects?q=nothing' });
    expect(await screen.findByText('No project matches these filters.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
