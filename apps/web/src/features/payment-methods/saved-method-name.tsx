import { cardExpiry, type SavedPaymentMethod, savedPaymentMethodName } from '@makerbazaar/core';
import { CreditCard, Smartphone } from 'lucide-react';

/** A saved method as the customer recognises it: "Visa •••• 1111, expires 12/31" or the UPI ID, with its label. */
export function SavedMethodName({ method }: { method: SavedPaymentMethod }) {
  const Icon = method.card ? CreditCard : Smartphone;
  return (
    <span className="flex min-w-0 items-start gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-medium break-all tabular-nums">{savedPaymentMethodName(method)}</span>
        <span className="block text-sm text-muted-foreground">
          {method.card ? `Card · expires ${cardExpiry(method.card)}` : 'UPI ID'}
          {method.label ? ` · ${method.label}` : ''}
        </span>
      </span>
    </span>
  );
}
