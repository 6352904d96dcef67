import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedIn } from './session';

/**
 * One of the signed-in customer's own lists (addresses, alerts, notifications…): nothing is asked for
 * a visitor, and `enabled` can hold it back further.
 */
export function useCustomerQuery<Answer, Key extends QueryKey>({
  enabled = true,
  ...options
}: Omit<UseQueryOptions<Answer, Error, Answer, Key>, 'enabled'> & { enabled?: boolean }) {
  const signedIn = useSignedIn();
  return useQuery({ ...options, enabled: signedIn && enabled });
}

/**
 * A change after which everything under `queryKey` is read again, whether it went through or not: one
 * write can move a mark (the default, unread) between items, and a refused one shows what is true.
 */
export function useRereadingMutation<Input, Answer>(queryKey: QueryKey, mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey }) });
}
