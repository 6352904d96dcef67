import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon';

export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-5 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, i) => (
          <Fragment key={item.label}>
            {i > 0 ? <Icon name="chevron-right" className="size-3.5" aria-hidden="true" /> : null}
            <li>
              {item.to ? (
                <Link
                  to={item.to}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-foreground desktop:min-h-0 desktop:min-w-0"
                >
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
