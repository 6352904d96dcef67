import {
  Bot,
  Box,
  Cable,
  CircuitBoard,
  Cog,
  Cpu,
  Gauge,
  Lightbulb,
  type LucideIcon,
  Monitor,
  Package,
  Radio,
  Wifi,
  Wrench,
  Zap,
} from 'lucide-react';

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

const GUESSED: Record<CategoryIconKey, LucideIcon> = {
  motor: Cog,
  display: Monitor,
  power: Zap,
  cable: Cable,
  board: CircuitBoard,
  kit: Package,
  tool: Wrench,
  led: Lightbulb,
  box: Box,
};

/** Icons of the categories the shop knows by slug; any other is guessed from its name. */
const BY_SLUG: Record<string, LucideIcon> = {
  arduino: CircuitBoard,
  'raspberry-pi': Cpu,
  esp32: Wifi,
  sensors: Gauge,
  motors: Cog,
  displays: Monitor,
  iot: Radio,
  robotics: Bot,
  'dev-kits': Package,
  communication: Radio,
  power: Zap,
  tools: Wrench,
  'semiconductor-boards': Cpu,
};

export function categoryIcon(slug: string, name: string): LucideIcon {
  return BY_SLUG[slug] ?? GUESSED[guessCategoryIcon(name)];
}

export function CategoryIcon({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const Icon = categoryIcon(slug, name);
  return <Icon aria-hidden="true" className={className} />;
}
