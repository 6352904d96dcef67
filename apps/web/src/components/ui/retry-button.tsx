import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from './button';
import { Icon } from './icon';

export interface RetryButtonProps extends Omit<ButtonProps, 'asChild' | 'onClick'> {
  /** Asks again (a returned promise is left to run). */
  onRetry: () => unknown;
  /** Asking again now: the button is disabled and its arrows turn. */
  busy?: boolean;
}

/** The button of a load error: arrows and 'Retry' (or the given words). */
export function RetryButton({ onRetry, busy = false, disabled, children, ...props }: RetryButtonProps) {
  const { t } = useLingui();
  return (
    <Button onClick={() => void onRetry()} disabled={busy || disabled} {...props}>
      <Icon name="refresh-cw" className={busy ? 'animate-spin' : undefined} />
      {children ?? t`Retry`}
    </Button>
  );
}
