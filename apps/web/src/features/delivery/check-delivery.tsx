import { Trans, useLingui } from '@lingui/react/macro';
import { type DeliveryCheck, formatDeliveryDate, languageTag, PINCODE_PATTERN } from '@makerbazaar/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { deliveryCheckQueryOptions } from './api/check-delivery';
import { rememberedPincode, rememberPincode } from './remembered-pincode';

/**
 * "Check delivery" on the product page and in the cart: whether the shop delivers to a PIN code,
 * by when, and whether cash on delivery is offered. It remembers the last PIN code it found on this device,
 * read after the first render so the server's page and the browser's first render agree. On a
 * product page (`productId`) a part out of stock gets no date: `outOfStock` says what to do instead.
 */
export function CheckDelivery({
  className,
  productId,
  outOfStock,
}: {
  className?: string;
  productId?: number;
  /** Shown in the answer when the part has nothing on the shelf (the product page's "Notify me"). */
  outOfStock?: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [pincode, setPincode] = useState<string | null>(null);
  const [inputError, setInputError] = useState<string | null>(null);
  const check = useQuery({ ...deliveryCheckQueryOptions(pincode ?? '', productId), enabled: pincode !== null });

  useEffect(() => {
    const remembered = rememberedPincode();
    if (!remembered) return;
    setTyped(remembered);
    setPincode(remembered);
  }, []);

  // Only a PIN code the shop knows is worth offering again.
  useEffect(() => {
    if (check.data) rememberPincode(check.data.pincode);
  }, [check.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = typed.trim();
    if (!PINCODE_PATTERN.test(value)) {
      setInputError(t`Enter a 6-digit PIN code that does not start with 0.`);
      return;
    }
    setInputError(null);
    setPincode(value);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={cn('rounded-lg border bg-card p-4 text-sm', className)}>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
        <Icon name="map-pin" className="size-4 text-primary" aria-hidden="true" /> <Trans>Check delivery</Trans>
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-1.5">
        <Label htmlFor={`${id}-pincode`}>
          <Trans>PIN code</Trans>
        </Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-pincode`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder={t`e.g. 560001`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? `${id}-error` : undefined}
            className="max-w-40"
          />
          <Button type="submit" variant="outline">
            <Trans>Check</Trans>
          </Button>
        </div>
        {inputError ? (
          <p id={`${id}-error`} className="text-xs text-destructive">
            {inputError}
          </p>
        ) : null}
      </form>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {pincode !== null && !inputError ? <DeliveryAnswer check={check} outOfStock={outOfStock} /> : null}
      </div>
    </section>
  );
}

function DeliveryAnswer({ check, outOfStock }: { check: UseQueryResult<DeliveryCheck>; outOfStock: ReactNode }) {
  const { t } = useLingui();
  const language = useLanguage();
  if (check.isPending)
    return (
      <p className="text-muted-foreground">
        <Trans>Checking…</Trans>
      </p>
    );
  if (check.isError) {
    const message =
      check.error instanceof ApiError && check.error.status < 500 && check.error.serverMessage
        ? check.error.serverMessage
        : t`We could not check delivery just now. Please try again.`;
    return (
      <p className="flex items-start gap-2 text-destructive">
        <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {message}
      </p>
    );
  }
  const answer = check.data;
  const { district, state, pincode } = answer;
  if (!answer.delivers) {
    return (
      <p className="flex items-start gap-2 text-destructive">
        <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />{' '}
        <Trans>
          Sorry, we do not deliver to {district}, {state} {pincode} yet.
        </Trans>
      </p>
    );
  }
  if (answer.in_stock === false) {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-muted-foreground">
          <Trans>
            We deliver to {district}, {state} {pincode}
          </Trans>
        </p>
        <p className="flex items-start gap-2 font-medium text-destructive">
          <Icon name="package-x" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />{' '}
          <Trans>This part is out of stock, so we cannot give a delivery date yet.</Trans>
        </p>
        {outOfStock}
      </div>
    );
  }
  if (answer.deliver_by === null) return null;
  const date = formatDeliveryDate(answer.deliver_by, languageTag(language));
  return (
    <ul className="flex flex-col gap-1.5">
      <li className="text-muted-foreground">
        <Trans>
          Delivering to {district}, {state} {pincode}
        </Trans>
      </li>
      <li className="flex items-center gap-2 font-medium text-success">
        <Icon name="truck" className="size-4 shrink-0" aria-hidden="true" /> <Trans>Get it by {date}</Trans>
      </li>
      <li className="flex items-center gap-2">
        <Icon name="banknote" className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {answer.cod_available ? (
          <Trans>Cash on delivery available</Trans>
        ) : (
          <Trans>Cash on delivery not available</Trans>
        )}
      </li>
    </ul>
  );
}
