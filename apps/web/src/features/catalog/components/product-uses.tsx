import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/**
 * What makers use the part for, as small tags: each searches the shop for that need, where other
 * parts for the same project show too. Nothing when the product names no uses.
 */
export function ProductUses({ uses }: { uses: string[] }) {
  const { t } = useLingui();
  if (uses.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="text-muted-foreground">
        <Trans>Used for:</Trans>
      </span>
      <ul className="contents" aria-label={t`Used for`}>
        {uses.map((use) => (
          <li key={use}>
            <Link
              to={`/search?q=${encodeURIComponent(use)}`}
              className="group inline-flex min-h-11 items-center desktop:min-h-0"
            >
              <span className="rounded-full border bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground group-hover:bg-secondary/70">
                {use}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
