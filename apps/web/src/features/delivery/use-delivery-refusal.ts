import { useLingui } from '@lingui/react/macro';
import { PINCODE_PATTERN } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { deliveryCheckQueryOptions } from './api/check-delivery';

/**
 * What checkout must refuse for the delivery PIN code, as the server will when the order is placed:
 * `address` when the shop cannot deliver there (or does not know the PIN code), `cod` when cash on
 * delivery is not offered there. Nothing is refused before a whole PIN code is typed.
 */
export function useDeliveryRefusal(pincode: string | undefined): { address: string | null; cod: string | null } {
  const { t } = useLingui();
  const complete = pincode !== undefined && PINCODE_PATTERN.test(pincode);
  const check = useQuery({ ...deliveryCheckQueryOptions(pincode ?? ''), enabled: complete });
  if (!complete) return { address: null, cod: null };
  if (check.error instanceof ApiError && check.error.status === 404) {
    return {
      address: t`We could not find the PIN code ${pincode}. Please check the delivery address.`,
      cod: null,
    };
  }
  if (!check.data) return { address: null, cod: null };
  if (!check.data.delivers) {
    return {
      address: t`Sorry, we do not deliver to PIN code ${pincode} yet. Please choose another delivery address.`,
      cod: null,
    };
  }
  return {
    address: null,
    cod: check.data.cod_available ? null : t`Cash on delivery is not available for PIN code ${pincode}.`,
  };
}
