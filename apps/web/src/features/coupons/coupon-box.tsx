import { Trans, useLingui } from '@lingui/react/macro';
import type { CouponQuote } from '@makerbazaar/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';

/**
 * Checkout's coupon box: type a code and apply it; the server's quote shows it applied with what it
 * takes off, or says why it does not apply. The discount itself comes from the quote, never from here.
 */
export function CouponBox({
  code,
  quote,
  onApply,
  onRemove,
}: {
  /** The code being applied, or null when none is. */
  code: string | null;
  quote: UseQueryResult<CouponQuote>;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const applied = code !== null && quote.isSuccess ? quote.data : null;
  const refusal =
    code !== null && quote.isError
      ? (quote.error instanceof ApiError && quote.error.serverMessage) ||
        t`The coupon could not be checked. Please try again.`
      : null;

  function apply(event: FormEvent) {
    // The box sits inside the checkout form: applying must not place the order.
    event.preventDefault();
    event.stopPropagation();
    const trimmed = typed.trim();
    if (trimmed) onApply(trimmed.toUpperCase());
  }

  if (applied) {
    const appliedCode = applied.code;
    const title = applied.title;
    const saving = formatRupees(applied.discount_amount);
    return (
      <div className="flex items-center gap-3 rounded-lg border border-success/40 bg-success/10 px-3 py-2.5">
        <Icon name="ticket" className="size-5 shrink-0 text-success" />
        <p className="min-w-0 flex-1 text-sm">
          <Trans>
            <span className="font-mono font-semibold">{appliedCode}</span> applied
          </Trans>
          <span className="block text-xs text-muted-foreground">
            <Trans>
              {title} · you save {saving}
            </Trans>
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="shrink-0"
          onClick={() => {
            setTyped('');
            onRemove();
          }}
          aria-label={t`Remove coupon ${appliedCode}`}
          title={t`Remove coupon`}
        >
          <Icon name="x" />
        </Button>
      </div>
    );
  }

  const checking = code !== null && quote.isFetching;
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium">
        <Trans>Have a coupon?</Trans>
      </label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={inputId}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (code !== null) onRemove();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
          }}
          placeholder={t`Enter coupon code`}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${inputId}-refusal` : undefined}
        />
        <Button type="button" variant="outline" onClick={apply} disabled={!typed.trim() || checking}>
          {checking ? <Icon name="loader-circle" className="animate-spin" /> : null}
          <Trans>Apply</Trans>
        </Button>
      </div>
      {refusal ? (
        <p id={`${inputId}-refusal`} role="alert" className="mt-1.5 text-sm text-destructive">
          {refusal}
        </p>
      ) : (
        <p className="mt-1.5 text-xs text-muted-foreground">
          <Trans>
            See your codes in{' '}
            <Link to="/coupons" target="_blank" className="underline underline-offset-2 hover:text-primary">
              My Coupons
            </Link>
            .
          </Trans>
        </p>
      )}
    </div>
  );
}
