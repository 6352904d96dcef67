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

export function projectCategoryName(id: ProjectCategoryId): string {
  return projectCategory(id)?.name ?? id;
}
