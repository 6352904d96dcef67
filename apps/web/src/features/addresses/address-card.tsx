import { ADDRESS_TYPE_LABELS, type Address, formatIndianPhone } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

/** An address as a courier label reads it: name, lines, city, state, PIN code and phone. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <div className="text-sm leading-6">
      <p className="font-medium">{address.name}</p>
      <p className="break-words text-muted-foreground">
        {address.line1}
        {address.line2 ? `, ${address.line2}` : ''}
      </p>
      <p className="text-muted-foreground">
        {address.city}, {address.state} {address.pincode}
      </p>
      <p className="text-muted-foreground tabular-nums">{formatIndianPhone(address.phone)}</p>
    </div>
  );
}

export function AddressBadges({ address }: { address: Address }): ReactNode {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant="secondary">{ADDRESS_TYPE_LABELS[address.type]}</Badge>
      {address.is_default ? <Badge>Default</Badge> : null}
    </span>
  );
}
