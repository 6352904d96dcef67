import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { COD_LIMIT_PAISE, ONLINE_PAYMENT_OFF, type PaymentMethod } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';

const COD_LIMIT_RUPEES = formatRupees(COD_LIMIT_PAISE / 100);
const NOTICE_ID = 'payment-method-notice';

/** Each method, what it means, and the short reason shown on it when it cannot be chosen. */
const OPTIONS: {
  value: PaymentMethod;
  icon: ReactNode;
  /** The method's name: core's `PAYMENT_METHOD_LABELS`, in the reader's language. */
  name: MessageDescriptor;
  hint: MessageDescriptor;
  unavailable: MessageDescriptor;
}[] = [
  {
    value: 'cod',
    icon: <Icon name="banknote" />,
    name: msg`Cash on Delivery`,
    hint: msg`Pay in cash when the parts arrive.`,
    unavailable: msg`For orders up to ${ph({ limit: COD_LIMIT_RUPEES })}.`,
  },
  {
    value: 'online',
    icon: <Icon name="credit-card" />,
    name: msg`Online Payment`,
    hint: msg`UPI, cards, net banking and wallets, paid securely now.`,
    unavailable: msg`Not available at the moment.`,
  },
];

/** Why a method cannot be chosen, and what the customer can do instead. */
function UnavailableNotice({
  available,
  codRefusal,
}: {
  available: Record<PaymentMethod, boolean>;
  codRefusal: string | null;
}) {
  const { t } = useLingui();
  const limit = COD_LIMIT_RUPEES;
  let message: ReactNode;
  if (!available.cod && codRefusal) message = available.online ? codRefusal : `${codRefusal} ${ONLINE_PAYMENT_OFF}`;
  else if (!available.cod && !available.online) {
    message = (
      <Trans>
        Cash on delivery is available for orders up to {limit}. Online payment is not available at the moment, so please
        make this order smaller, or{' '}
        <Link to="/bulk-orders" className="font-medium underline underline-offset-2">
          ask us for a bulk-order quote
        </Link>
        .
      </Trans>
    );
  } else if (!available.cod)
    message = t`Cash on delivery is available for orders up to ${limit}. Please pay online for this order.`;
  else if (!available.online) message = ONLINE_PAYMENT_OFF;
  else return null;
  return (
    <p id={NOTICE_ID} className="rounded-md bg-warning/15 px-3 py-2 text-sm text-foreground">
      {message}
    </p>
  );
}

/**
 * Cash on delivery or online payment. Cash on delivery stops at the COD limit and where the PIN
 * code has none (`codRefusal` says so); online payment is off on a shop without a payment gateway.
 * A method that cannot be chosen is shown disabled, with why.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  available,
  codRefusal = null,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  available: Record<PaymentMethod, boolean>;
  codRefusal?: string | null;
}) {
  const { i18n, t } = useLingui();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-lg font-semibold">
        <Trans>Payment method</Trans>
      </legend>
      {OPTIONS.map((option) => {
        const disabled = !available[option.value];
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
              checked={value === option.value && !disabled}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              aria-describedby={disabled ? NOTICE_ID : undefined}
              className="mt-1 size-4 accent-primary"
            />
            <span className="text-primary [&_svg]:size-5" aria-hidden="true">
              {option.icon}
            </span>
            <span>
              <span className="block font-medium">{i18n._(option.name)}</span>
              <span className="block text-sm text-muted-foreground">
                {disabled && option.value === 'cod' && codRefusal
                  ? t`Not offered at this PIN code.`
                  : i18n._(disabled ? option.unavailable : option.hint)}
              </span>
            </span>
          </label>
        );
      })}
      <UnavailableNotice available={available} codRefusal={codRefusal} />
    </fieldset>
  );
}
