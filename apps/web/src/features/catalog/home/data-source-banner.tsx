import { Plural, Trans } from '@lingui/react/macro';
import { Icon } from '@/components/ui/icon';
import { formatNumber } from '@/lib/format';

export function DataSourceBanner({ source, productCount }: { source: 'live' | 'fallback'; productCount: number }) {
  if (source === 'fallback') {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
      >
        <Icon name="cloud-off" className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        <p>
          <Trans>
            <span className="font-semibold">Showing sample products.</span> We can't reach the shop's server right now,
            so prices and stock may be out of date. Please try again in a moment.
          </Trans>
        </p>
      </div>
    );
  }
  const count = formatNumber(productCount);
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card p-3 text-sm">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-success">
        <Icon name="database" className="size-3.5" aria-hidden="true" />{' '}
        <Plural
          value={productCount}
          one={`Live backend · ${count} product`}
          other={`Live backend · ${count} products`}
        />
      </span>
    </div>
  );
}
