import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The way from an order's outcome to the customer's orders. */
export function MyOrdersButton({ variant }: { variant?: 'outline' }) {
  return (
    <Button variant={variant} asChild>
      <Link to="/orders">
        <Trans>View My Orders</Trans>
      </Link>
    </Button>
  );
}
