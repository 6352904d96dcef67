// What a project can be, apart from the project schemas (api/projects.ts): the projects pages read
// these without loading zod.

/** The six project categories the /projects page offers as cards; their ids are the URL segment. */
export const PROJECT_CATEGORIES = [
  { id: 'iot-projects', name: 'IoT Projects', description: 'Connected sensors, dashboards and home devices.' },
  { id: 'robotics-projects', name: 'Robotics Projects', description: 'Robots that drive, follow, grip and avoid.' },
  { id: 'arduino-projects', name: 'Arduino Projects', description: 'First builds and clever gadgets on Arduino.' },
  {
    id: 'raspberry-pi-projects',
    name: 'Raspberry Pi Projects',
    description: 'Servers, cameras and media on a tiny Linux computer.',
  },
  { id: 'sensor-projects', name: 'Sensor Projects', description: 'Measure the world: air, light, distance, motion.' },
  {
    id: 'automation-projects',
    name: 'Automation Projects',
    description: 'Relays, timers and controllers that do the chores.',
  },
] as const;
export type ProjectCategoryId = (typeof PROJECT_CATEGORIES)[number]['id'];
export const PROJECT_CATEGORY_IDS = PROJECT_CATEGORIES.map((c) => c.id) as [ProjectCategoryId, ...ProjectCategoryId[]];

export const PROJECT_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
