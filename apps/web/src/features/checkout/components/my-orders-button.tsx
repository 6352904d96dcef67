import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/button-link';

/** The way from an order's outcome to the customer's orders. */
export function MyOrdersButton({ variant }: { variant?: 'outline' }) {
  return (
    <ButtonLink variant={variant} to="/orders">
      <Trans>View My Orders</Trans>
    </ButtonLink>
  );
}
