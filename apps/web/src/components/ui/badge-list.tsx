import { Trans } from '@lingui/react/macro';
import { Badge } from './badge';

/** Short words as badges (a project's tags, a course's topics): the first `max`, then how many more. */
export function BadgeList({
  label,
  items,
  max = items.length,
}: {
  label: string;
  items: readonly string[];
  max?: number;
}) {
  const more = items.length - max;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.slice(0, max).map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="font-medium">
            {item}
          </Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge variant="outline" className="font-medium">
            <Trans>+{more} more</Trans>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
