import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROJECT_CATEGORIES, type ProjectCategoryId } from '@makerbazaar/core';
import { Bot, Cpu, Gauge, House, type LucideIcon, Radio, Wifi } from 'lucide-react';

export const PROJECT_CATEGORY_ICONS: Record<ProjectCategoryId, LucideIcon> = {
  'iot-projects': Wifi,
  'robotics-projects': Bot,
  'arduino-projects': Cpu,
  'raspberry-pi-projects': Radio,
  'sensor-projects': Gauge,
  'automation-projects': House,
};

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

/** The category a `/projects/{segment}` URL names, if it names one (otherwise it names a project). */
export function projectCategory(segment: string): ProjectCategory | undefined {
  return PROJECT_CATEGORIES.find((category) => category.id === segment);
}

/**
 * How each category reads on the screens, in the reader's language. The shared list keeps the
 * English (the server's page titles and sitemap); a test keeps the two alike.
 */
export const PROJECT_CATEGORY_TEXTS: Record<
  ProjectCategoryId,
  { name: MessageDescriptor; description: MessageDescriptor }
> = {
  'iot-projects': { name: msg`IoT Projects`, description: msg`Connected sensors, dashboards and home devices.` },
  'robotics-projects': { name: msg`Robotics Projects`, description: msg`Robots that drive, follow, grip and avoid.` },
  'arduino-projects': { name: msg`Arduino Projects`, description: msg`First builds and clever gadgets on Arduino.` },
  'raspberry-pi-projects': {
    name: msg`Raspberry Pi Projects`,
    description: msg`Servers, cameras and media on a tiny Linux computer.`,
  },
  'sensor-projects': { name: msg`Sensor Projects`, description: msg`Measure the world: air, light, distance, motion.` },
  'automation-projects': {
    name: msg`Automation Projects`,
    description: msg`Relays, timers and controllers that do the chores.`,
  },
};

export function projectCategoryName(i18n: I18n, id: ProjectCategoryId): string {
  const texts = PROJECT_CATEGORY_TEXTS[id];
  return texts ? i18n._(texts.name) : id;
}
