import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';

export type CategoryIconKey = 'motor' | 'display' | 'power' | 'cable' | 'board' | 'kit' | 'tool' | 'led' | 'box';

/** The icon a category gets from words in its name when it has none of its own. */
export function guessCategoryIcon(name: string): CategoryIconKey {
  const n = name.toLowerCase();
  if (n.includes('motor')) return 'motor';
  if (n.includes('display')) return 'display';
  if (n.includes('power')) return 'power';
  if (n.includes('cable') || n.includes('wire')) return 'cable';
  if (n.includes('board')) return 'board';
  if (n.includes('kit')) return 'kit';
  if (n.includes('tool')) return 'tool';
  if (n.includes('led')) return 'led';
  return 'box';
}

const GUESSED: Record<CategoryIconKey, IconName> = {
  motor: 'cog',
  display: 'monitor',
  power: 'zap',
  cable: 'cable',
  board: 'circuit-board',
  kit: 'package',
  tool: 'wrench',
  led: 'lightbulb',
  box: 'box',
};

/** Icons of the categories the shop knows by slug; any other is guessed from its name. */
const BY_SLUG: Record<string, IconName> = {
  arduino: 'circuit-board',
  'raspberry-pi': 'cpu',
  esp32: 'wifi',
  sensors: 'gauge',
  motors: 'cog',
  displays: 'monitor',
  iot: 'radio',
  robotics: 'bot',
  'dev-kits': 'package',
  communication: 'radio',
  power: 'zap',
  tools: 'wrench',
  'semiconductor-boards': 'cpu',
};

export function categoryIcon(slug: string, name: string): IconName {
  return BY_SLUG[slug] ?? GUESSED[guessCategoryIcon(name)];
}

export function CategoryIcon({ slug, name, className }: { slug: string; name: string; className?: string }) {
  return <Icon name={categoryIcon(slug, name)} className={className} />;
}
