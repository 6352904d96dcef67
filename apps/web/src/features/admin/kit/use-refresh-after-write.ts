import { useQueryClient } from '@tanstack/react-query';
import { adminQueryKey } from '../api/admin-me';

/**
 * After a back-office write: every back-office query, and this tab's own storefront queries under
 * `storefrontKey` (the menus' categories, My Coupons), so the shop's pages show the change without
 * a reload.
 */
export function useRefreshAfterWrite(storefrontKey: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminQueryKey });
    void queryClient.invalidateQueries({ queryKey: [storefrontKey] });
  };
}
