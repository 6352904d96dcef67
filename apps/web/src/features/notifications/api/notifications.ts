import { NOTIFICATIONS_REFRESH_MS } from '@makerbazaar/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCustomerQuery, useRereadingMutation } from '@/lib/customer-queries';
import { useSignedIn } from '@/lib/session';

/** Every notification query lives under this key, so one invalidation refreshes the list and the bell. */
export const notificationsQueryKey = ['notifications'] as const;
const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

/** The header bell's number, refreshed every 30 s while signed in; nothing for a visitor. */
export function useUnreadNotificationCount(): number | undefined {
  const signedIn = useSignedIn();
  const { data } = useCustomerQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => api('GET /notifications/unread-count/', { signal }),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
  return signedIn ? data?.unread_count : undefined;
}

/** The customer's notifications, newest first, a page at a time. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: [...notificationsQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => api('GET /notifications/', { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

/** Each change re-reads the list and the bell, so the count is right as soon as the server answers. */
const useNotificationMutation = <T>(mutationFn: (input: T) => Promise<unknown>) =>
  useRereadingMutation(notificationsQueryKey, mutationFn);

export const useMarkNotificationRead = () =>
  useNotificationMutation((id: number) => api('POST /notifications/:id/read/', { params: { id } }));

export const useMarkAllNotificationsRead = () => useNotificationMutation(() => api('POST /notifications/read-all/'));

export const useDismissNotification = () =>
  useNotificationMutation((id: number) => api('DELETE /notifications/:id/', { params: { id } }));
