import { stockStatus } from '@makerbazaar/core';
import { Badge } from '@/components/ui/badge';

const VARIANT = { out: 'destructive', low: 'warning', in: 'success' } as const;

export function StockBadge({ stock, className }: { stock: number; className?: string }) {
  const status = stockStatus(stock);
  return (
    <Badge variant={VARIANT[status.level]} className={className}>
      {status.label}
    </Badge>
  );
}
