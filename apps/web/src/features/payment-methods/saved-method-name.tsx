import { Trans } from '@lingui/react/macro';
import { cardExpiry, type SavedPaymentMethod, savedPaymentMethodName } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * A saved method as the customer recognises it: "Visa •••• 1111, expires 12/31" or the UPI ID,
 * with its label; `children` go at the end of the second line.
 */
export function SavedMethodName({ method, children }: { method: SavedPaymentMethod; children?: ReactNode }) {
  const expiry = method.card ? cardExpiry(method.card) : '';
  return (
    <span className="flex min-w-0 flex-[1_1_14rem] items-start gap-3">
      <Icon name={method.card ? 'credit-card' : 'smartphone'} className="mt-0.5 size-5 shrink-0 text-primary" />
      <span className="min-w-0">
        <span className="block font-medium [overflow-wrap:anywhere] tabular-nums">
          {savedPaymentMethodName(method)}
        </span>
        <span className="block text-sm text-muted-foreground">
          {method.card ? <Trans>Card · expires {expiry}</Trans> : <Trans>UPI ID</Trans>}
          {method.label ? ` · ${method.label}` : ''}
          {children}
        </span>
      </span>
    </span>
  );
}
