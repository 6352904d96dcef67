import { Trans, useLingui } from '@lingui/react/macro';
import { stockStatus } from '@makerbazaar/core';
import { Badge } from '@/components/ui/badge';

const VARIANT = { out: 'destructive', low: 'warning', in: 'success' } as const;

export function StockBadge({ stock, className }: { stock: number; className?: string }) {
  const { t } = useLingui();
  const status = stockStatus(stock);
  // The shared rule's English label, as a message translators can translate.
  const label = { out: t`Out of Stock`, low: t`Only ${stock} left`, in: t`In Stock` }[status.level];
  return (
    <Badge variant={VARIANT[status.level]} className={className}>
      {label}
    </Badge>
  );
}

/** 'Availability:' and the stock badge, as a product's details show them. */
export function Availability({ stock }: { stock: number }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">
        <Trans>Availability:</Trans>
      </span>
      <StockBadge stock={stock} />
    </div>
  );
}
