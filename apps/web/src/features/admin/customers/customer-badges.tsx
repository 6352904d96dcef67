import type { CustomerSummary } from '@makerbazaar/core';
import { Badge } from '@/components/ui/badge';

export const fullName = (customer: Pick<CustomerSummary, 'first_name' | 'last_name'>) =>
  `${customer.first_name} ${customer.last_name}`.trim();

/** Marks an account that is not an ordinary active customer: deactivated, or on the staff. */
export function AccountBadges({ customer }: { customer: Pick<CustomerSummary, 'is_active' | 'is_staff'> }) {
  return (
    <>
      {customer.is_active ? null : <Badge variant="destructive">Deactivated</Badge>}
      {customer.is_staff ? <Badge variant="secondary">Staff</Badge> : null}
    </>
  );
}
