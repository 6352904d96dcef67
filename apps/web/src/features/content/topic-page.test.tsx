import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import IotPage from './iot-page';
import RoboticsPage from './robotics-page';

const server = setupMockApi();

function answerNothing() {
  server.use(
    http.get('*/api/products/:slug/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    http.get('*/api/courses/', () => HttpResponse.json([])),
    http.get('*/api/projects/', () => HttpResponse.json({ results: [], count: 0 })),
  );
}

describe('topic pages', () => {
  it("draws the IoT topic: its banner's calls, its cards and its own how-it-fits section", () => {
    answerNothing();
    renderWithApp(<IotPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connect anything to the internet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop IoT components' })).toHaveAttribute('href', '/category/iot');
    const blocks = screen.getByRole('region', { name: 'Shop by building block' });
    expect(within(blocks).getByRole('link', { name: /Wi-Fi Modules/ })).toHaveAttribute('href', '/category/esp32');
    expect(screen.getByRole('region', { name: 'How an IoT project fits together' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All IoT projects' })).toHaveAttribute('href', '/projects/iot-projects');
  });

  it('draws the robotics topic with its robots to build, each leading to the parts', () => {
    answerNothing();
    renderWithApp(<RoboticsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Build robots that move, sense and think' }),
    ).toBeInTheDocument();
    const robots = screen.getByRole('region', { name: 'What will you build?' });
    const links = within(robots).getAllByRole('link', { name: /Find the parts/ });
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('href', '/category/robotics');
    expect(screen.getByRole('link', { name: 'All robotics projects' })).toHaveAttribute(
      'href',
      '/projects/robotics-projects',
    );
  });
});
