import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Address, type AddressType, formatIndianPhone } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

/** The address types as the storefront names them (the words of core's ADDRESS_TYPE_LABELS). */
export const ADDRESS_TYPE_MESSAGES: Record<AddressType, MessageDescriptor> = {
  home: msg({ message: 'Home', context: 'address type' }),
  work: msg({ message: 'Work', context: 'address type' }),
  other: msg({ message: 'Other', context: 'address type' }),
};

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
  const { i18n } = useLingui();
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant="secondary">{i18n._(ADDRESS_TYPE_MESSAGES[address.type])}</Badge>
      {address.is_default ? (
        <Badge>
          <Trans>Default</Trans>
        </Badge>
      ) : null}
    </span>
  );
}
