import { useLingui } from '@lingui/react/macro';
import { ApiError, api } from '@/lib/api-client';
import { useCartLineMutation } from './cart-line-mutation';

/** A line that is already gone (removed in another tab) counts as removed. */
export async function removeCartItem({ itemId }: { itemId: number }): Promise<void> {
  try {
    await api('DELETE /cart/:id/', { params: { id: itemId } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export function useRemoveCartItem() {
  const { t } = useLingui();
  return useCartLineMutation({
    mutationFn: removeCartItem,
    quantityOf: () => 0,
    failureMessage: t`Failed to remove item from cart`,
  });
}
