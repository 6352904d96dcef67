import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from './button';

/** Back to the home page from an empty list or a finished order. */
export function ContinueShoppingButton({ variant }: { variant?: 'outline' }) {
  return (
    <Button variant={variant} asChild>
      <Link to="/">
        <Trans>Continue Shopping</Trans>
      </Link>
    </Button>
  );
}
