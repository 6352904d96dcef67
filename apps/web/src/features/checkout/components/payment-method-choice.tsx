import { COD_LIMIT_PAISE, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@makerbazaar/core';
import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';

const OPTIONS: { value: PaymentMethod; icon: ReactNode; hint: string }[] = [
  { value: 'cod', icon: <Banknote />, hint: 'Pay in cash when the parts arrive.' },
  { value: 'online', icon: <CreditCard />, hint: 'UPI, cards, net banking and wallets, paid securely now.' },
];

/** Cash on delivery or online payment; cash on delivery is unavailable above the COD limit. */
export function PaymentMethodChoice({
  value,
  onChange,
  codAvailable,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  codAvailable: boolean;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-lg font-semibold">Payment method</legend>
      {OPTIONS.map((option) => {
        const disabled = option.value === 'cod' && !codAvailable;
        return (
          <label
            key={option.value}
            className={cn(
              'flex items-start gap-3 rounded-lg border bg-card p-4 transition-colors has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-ring',
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name="payment_method"
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              aria-describedby={disabled ? 'cod-unavailable' : undefined}
              className="mt-1 size-4 accent-primary"
            />
            <span className="text-primary [&_svg]:size-5" aria-hidden="true">
              {option.icon}
            </span>
            <span>
              <span className="block font-medium">{PAYMENT_METHOD_LABELS[option.value]}</span>
              <span className="block text-sm text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        );
      })}
      {codAvailable ? null : (
        <p id="cod-unavailable" className="rounded-md bg-warning/15 px-3 py-2 text-sm text-foreground">
          Cash on delivery is available for orders up to {formatRupees(COD_LIMIT_PAISE / 100)}. Please pay online for
          this order.
        </p>
      )}
    </fieldset>
  );
}
