import { Bot, Cpu, Gauge, Home, Radio, Wifi } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page';

export const PROJECT_CATEGORIES = [
  {
    id: 'iot-projects',
    name: 'IoT Projects',
    icon: Wifi,
    description: 'Connected sensors, dashboards and home automation.',
  },
  {
    id: 'robotics-projects',
    name: 'Robotics Projects',
    icon: Bot,
    description: 'Line followers, arms, rovers and more.',
  },
  { id: 'arduino-projects', name: 'Arduino Projects', icon: Cpu, description: 'Classic builds for every skill level.' },
  {
    id: 'raspberry-pi-projects',
    name: 'Raspberry Pi Projects',
    icon: Radio,
    description: 'Servers, cameras and retro gaming.',
  },
  { id: 'sensor-projects', name: 'Sensor Projects', icon: Gauge, description: 'Measure the world around you.' },
  {
    id: 'automation-projects',
    name: 'Automation Projects',
    icon: Home,
    description: 'Make everyday things run themselves.',
  },
];

export default function ProjectsPage() {
  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader title="DIY Projects" description="Step-by-step builds with the exact parts you need." />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PROJECT_CATEGORIES.map(({ id, name, icon: Icon, description }) => (
          <li key={id}>
            <Card className="h-full p-5 transition hover:border-primary/50 hover:shadow-md">
              <Link to={`/projects/${id}`} className="flex items-start gap-4">
                <span className="rounded-lg bg-secondary p-3 text-secondary-foreground">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">{name}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
                </span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
