import { PROJECT_CATEGORIES, type Project } from '@makerbazaar/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '@/lib/session';
import { aPage, aProject } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ProjectPage from './project-page';
import ProjectsPage from './projects-page';

const server = setupMockApi();
beforeEach(() => endSession());

const station = aProject(1, 'Wi-Fi Weather Station');
const rover = aProject(2, 'Obstacle Avoiding Rover', {
  category: 'robotics-projects',
  difficulty_level: 'Intermediate',
});
const plant = aProject(3, 'Smart Plant Waterer', { category: 'automation-projects', views_count: 1 });

function renderAt(path: string) {
  renderWithApp(
    <Routes>
      <Route path="/projects" element={<ProjectsPage />} />
      <Route path="/projects/:projectId" element={<ProjectPage />} />
    </Routes>,
    { path },
  );
}

/** Serves `/api/projects/` and records the query strings it was asked with. */
function serveProjects(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  const queries: string[] = [];
  server.use(
    http.get('*/api/projects/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      return answer(query);
    }),
  );
  return queries;
}

const allProjects = () => screen.getByRole('region', { name: 'Projects' });

describe('ProjectsPage', () => {
  it('links the six categories and counts the projects and categories, claiming no views or ratings', async () => {
    serveProjects(() => HttpResponse.json({ ...aPage<Project>([]), count: 13 }));
    renderAt('/projects');
    const categories = within(screen.getByRole('region', { name: 'Project categories' })).getAllByRole('link');
    expect(categories.map((link) => link.getAttribute('href'))).toEqual(
      PROJECT_CATEGORIES.map((category) => `/projects/${category.id}`),
    );
    expect(categories[0]).toHaveTextContent('IoT Projects');
    expect(await screen.findByText('No projects found.')).toBeInTheDocument();
    for (const [value, label] of [
      ['13', 'Projects'],
      ['6', 'Categories'],
    ] as const) {
      expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Projects', 'Categories']);
  });

  it("says 'Loading projects...' and then shows the first project as the Most Popular Project, the rest in a grid", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveProjects(async () => {
      await gate;
      return HttpResponse.json(aPage([station, rover, plant]));
    });
    renderAt('/projects');
    expect(within(allProjects()).getByRole('status')).toHaveTextContent('Loading projects...');
    release();

    const popular = await screen.findByRole('region', { name: 'Most Popular Project' });
    expect(within(popular).getByRole('link', { name: station.title })).toHaveAttribute(
      'href',
      '/projects/wi-fi-weather-station',
    );
    expect(popular).toHaveTextContent('2,450 views');
    const grid = within(screen.getByRole('region', { name: 'More projects' }));
    expect(grid.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual([
      rover.title,
      plant.title,
    ]);
    expect(grid.getByRole('link', { name: rover.title })).toHaveAttribute('href', '/projects/obstacle-avoiding-rover');
    expect(grid.getByText('1 view')).toBeInTheDocument();
    expect(within(allProjects()).getByRole('status')).toHaveTextContent('Showing 3 of 3 projects');
  });

  it("says 'Failed to fetch projects' when the server answers with an error", async () => {
    serveProjects(() => HttpResponse.json({ detail: 'Boom' }, { status: 500 }));
    renderAt('/projects');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch projects' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the error message when the request itself fails, and tries again on Retry', async () => {
    let fail = true;
    serveProjects(() => (fail ? HttpResponse.error() : HttpResponse.json(aPage([station]))));
    renderAt('/projects');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: station.title })).toBeInTheDocument();
  });

  it('loads the next page on Show more projects', async () => {
    const queries = serveProjects((query) =>
      query.get('page') === '2'
        ? HttpResponse.json(aPage([plant], null, 3))
        : HttpResponse.json(aPage([station, rover], 'http://localhost/api/projects/?page=2', 3)),
    );
    renderAt('/projects');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more projects' }));
    expect(await screen.findByRole('link', { name: plant.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more projects' })).not.toBeInTheDocument();
    expect(queries).toEqual(['page=1', 'page=2']);
  });
});

describe('A project category page', () => {
  it('lists the projects of that category under its name, with a way back', async () => {
    const queries = serveProjects(() => HttpResponse.json(aPage([station])));
    renderAt('/projects/iot-projects');
    expect(screen.getByRole('heading', { level: 1, name: 'IoT Projects' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects');
    expect(await screen.findByRole('link', { name: station.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Most Popular Project' })).not.toBeInTheDocument();
    expect(queries).toEqual(['category=iot-projects&page=1']);
    const others = within(screen.getByRole('navigation', { name: 'More project categories' })).getAllByRole('link');
    expect(others).toHaveLength(5);
  });

  it("says 'No projects found.' when the category has none yet", async () => {
    serveProjects(() => HttpResponse.json(aPage<Project>([])));
    renderAt('/projects/sensor-projects');
    expect(await screen.findByText('No projects found.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/projects'),
    );
  });
});
