import type { COURSE_LEVELS } from '@makerbazaar/core';
import { cn } from '@/lib/cn';
import { Badge } from './badge';

/** Courses and projects share these three levels. */
export type Level = (typeof COURSE_LEVELS)[number];

const LEVEL_STYLE: Record<Level, string> = {
  Beginner: 'text-success ring-success/40',
  Intermediate: 'text-warning ring-warning/40',
  Advanced: 'text-primary ring-primary/40',
};

/** The level on a solid card background, so it stays readable over a picture. */
export function LevelBadge({ level, className }: { level: Level; className?: string }) {
  return <Badge className={cn('bg-card ring-1', LEVEL_STYLE[level], className)}>{level}</Badge>;
}
