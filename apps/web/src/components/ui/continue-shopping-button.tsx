import { Trans } from '@lingui/react/macro';
import { ButtonLink } from './button-link';

/** Back to the home page from an empty list or a finished order. */
export function ContinueShoppingButton({ variant }: { variant?: 'outline' }) {
  return (
    <ButtonLink variant={variant} to="/">
      <Trans>Continue Shopping</Trans>
    </ButtonLink>
  );
}
