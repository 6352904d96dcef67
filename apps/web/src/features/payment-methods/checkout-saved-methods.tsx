import { Trans } from '@lingui/react/macro';
import type { SavedPaymentMethod } from '@makerbazaar/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { usePaymentMethods } from './api/payment-methods';
import { SavedMethodName } from './saved-method-name';

const OTHER = 'other';

/**
 * Which saved method an online payment uses: the customer's pick, else the default; null pays
 * another way (checkout's own choice of UPI, card, net banking or wallet).
 */
export function useCheckoutPaymentMethod() {
  const methods = usePaymentMethods();
  const [picked, setPicked] = useState<number | typeof OTHER | null>(null);
  const list = methods.data?.results ?? [];
  const selected =
    picked === OTHER ? null : (list.find((m) => m.id === picked) ?? list.find((m) => m.is_default) ?? null);
  return { methods: list, selected, choose: setPicked };
}

export type CheckoutPaymentMethod = ReturnType<typeof useCheckoutPaymentMethod>;

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-accent has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-ring';

function Option({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className={optionClass}>
      <input
        type="radio"
        name="saved_payment_method"
        checked={checked}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      {children}
    </label>
  );
}

/** The saved UPI IDs and cards, the default first, then "another way"; nothing when none is saved. */
export function CheckoutSavedMethods({ state }: { state: CheckoutPaymentMethod }) {
  if (state.methods.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>
          Save a UPI ID on{' '}
          <Link to="/payment-methods" className="font-medium text-foreground underline underline-offset-2">
            Payment Methods
          </Link>{' '}
          to have it offered here first.
        </Trans>
      </p>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">
        <Trans>Pay with</Trans>
      </legend>
      {state.methods.map((method: SavedPaymentMethod) => (
        <Option key={method.id} checked={state.selected?.id === method.id} onChange={() => state.choose(method.id)}>
          <SavedMethodName method={method}>
            {method.is_default ? (
              <span className="font-medium text-primary">
                {' · '}
                <Trans>Default</Trans>
              </span>
            ) : null}
          </SavedMethodName>
        </Option>
      ))}
      <Option checked={state.selected === null} onChange={() => state.choose(OTHER)}>
        <span className="flex items-start gap-3">
          <Icon name="landmark" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <span className="block font-medium">
              <Trans>Another way</Trans>
            </span>
            <span className="block text-sm text-muted-foreground">
              <Trans>A new UPI ID, card, net banking or a wallet</Trans>
            </span>
          </span>
        </span>
      </Option>
    </fieldset>
  );
}
