import { formatDate } from '@/lib/format';
import { formatTime } from './format-date-time';

/** The day, and the time under it, so the column stays narrow. */
export function DayAndTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="text-muted-foreground">
      <span className="block whitespace-nowrap">{formatDate(iso)}</span>
      <span className="block text-xs whitespace-nowrap">{formatTime(iso)}</span>
    </time>
  );
}
