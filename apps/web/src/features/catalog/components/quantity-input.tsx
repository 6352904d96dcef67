import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTypedBeforeStart } from '@/lib/use-typed-before-start';

/** Whether a quantity came from the keyboard (more may follow) or from + and − (one step, done). */
export type QuantityChange = 'typed' | 'stepped';

/**
 * A quantity typed or stepped with + and −, never above `max` (the stock and the cart line's cap):
 * fifty units are typed, not tapped. Phones show the number pad. A typed number above `max` becomes
 * `max`; an emptied field waits for a number and shows the last one when left.
 */
export function QuantityInput({
  name,
  value,
  min,
  max,
  onChange,
  onLeave,
  size = 'sm',
  className,
}: {
  /** The product's name, for the labels a screen reader reads. */
  name: string;
  value: number;
  /** What − goes down to: 0 removes a cart line; a product page starts from 1. */
  min: 0 | 1;
  max: number;
  onChange: (quantity: number, how: QuantityChange) => void;
  /** When the box is left (a tap elsewhere, Enter): a typed quantity is final. */
  onLeave?: () => void;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const step = (quantity: number) => {
    setDraft(null);
    onChange(quantity, 'stepped');
  };
  const type = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 4);
    const typed = Number(digits);
    if (digits === '' || typed < 1) {
      setDraft(digits);
      return;
    }
    const quantity = Math.min(typed, max);
    setDraft(String(quantity));
    onChange(quantity, 'typed');
  };
  // A number typed before the app started counts, as if typed now.
  useTypedBeforeStart(box, String(value), type);
  const buttonSize = size === 'lg' ? 'icon' : 'icon-sm';
  return (
    <fieldset className={cn('flex items-center rounded-md border bg-card', className)}>
      <legend className="sr-only">
        <Trans>Quantity of {name}</Trans>
      </legend>
      <Button
        type="button"
        variant="ghost"
        size={buttonSize}
        className="rounded-r-none"
        aria-label={t`Decrease quantity of ${name}`}
        disabled={value <= min}
        onClick={() => step(value - 1)}
      >
        <Icon name="minus" />
      </Button>
      <input
        ref={box}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={t`Quantity of ${name}`}
        value={draft ?? String(value)}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => type(event.currentTarget.value)}
        onBlur={() => {
          setDraft(null);
          onLeave?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        className={cn(
          'min-w-0 self-stretch bg-transparent text-center font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-ring',
          size === 'lg' ? 'w-14 text-base' : 'w-11 text-sm',
        )}
      />
      <Button
        type="button"
        variant="ghost"
        size={buttonSize}
        className="rounded-l-none"
        aria-label={t`Increase quantity of ${name}`}
        disabled={value >= max}
        onClick={() => step(value + 1)}
      >
        <Icon name="plus" />
      </Button>
    </fieldset>
  );
}
