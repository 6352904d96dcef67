import { Trans, useLingui } from '@lingui/react/macro';
import { languageTag, type Notification, type NotificationType, relativeTime } from '@makerbazaar/core';
import {
  Bell,
  CheckCheck,
  Loader2,
  MessageSquareText,
  PackageCheck,
  ShieldAlert,
  Tag,
  TrendingDown,
  X,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadProblem } from '@/components/ui/load-problem';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/features/auth';
import { translateApiMessage } from '@/lib/api-messages';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import {
  useDismissNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from './api/notifications';

const TYPE_ICONS: Record<NotificationType, typeof Bell> = {
  order: PackageCheck,
  wishlist: TrendingDown,
  review: MessageSquareText,
  offer: Tag,
  system: ShieldAlert,
};

/** Only a path inside the shop is followed; anything else stays on this page. */
const isShopPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const dismiss = useDismissNotification();
  const unread = notification.read_at === null;
  const Icon = TYPE_ICONS[notification.type];
  // Written by the shop in English when it happened; shown in the reader's language.
  const title = translateApiMessage(notification.title);

  function open() {
    if (unread) markRead.mutate(notification.id);
    if (isShopPath(notification.action_url)) navigate(notification.action_url);
  }

  return (
    <li
      className={cn(
        'relative flex items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent',
        unread && 'border-primary/40 bg-secondary/40',
      )}
    >
      <span className="mt-0.5 rounded-full bg-muted p-2 text-muted-foreground" aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <button
        type="button"
        onClick={open}
        className="min-w-0 flex-1 text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-ring"
      >
        <span className="flex items-center gap-2">
          <span className={cn('font-medium', unread && 'font-semibold')}>{title}</span>
          {unread ? (
            <span className="size-2 shrink-0 rounded-full bg-primary" role="img" aria-label={t`Unread`} />
          ) : null}
        </span>
        <span className="mt-1 block text-sm text-muted-foreground">{translateApiMessage(notification.message)}</span>
        <time dateTime={notification.created_at} className="mt-1.5 block text-xs text-muted-foreground">
          {relativeTime(notification.created_at, undefined, languageTag(language))}
        </time>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="relative z-10 -mt-1 -mr-1 shrink-0"
        aria-label={t`Dismiss: ${title}`}
        disabled={dismiss.isPending}
        onClick={() =>
          dismiss.mutate(notification.id, {
            onError: () => toast.error(t`The notification could not be dismissed. Please try again.`),
          })
        }
      >
        <X />
      </Button>
    </li>
  );
}

function NotificationList() {
  const { t } = useLingui();
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const pages = notifications.data?.pages;
  const list = pages?.flatMap((page) => page.results);
  const unread = pages?.[0]?.unread_count ?? 0;

  return (
    <PageContainer className="max-w-3xl py-8 sm:py-10">
      <PageHeader
        title={<Trans>Notifications</Trans>}
        description={unread > 0 ? t`${unread} unread` : t`Orders, your wishlist, reviews and your account.`}
      >
        {unread > 0 ? (
          <Button
            variant="outline"
            disabled={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onError: () => toast.error(t`Your notifications could not be marked read. Please try again.`),
              })
            }
          >
            {markAll.isPending ? <Loader2 className="animate-spin" /> : <CheckCheck />}
            <Trans>Mark all as read</Trans>
          </Button>
        ) : null}
      </PageHeader>
      {notifications.isError && !list ? (
        <LoadProblem
          query={notifications}
          failed={{
            title: <Trans>We couldn't load your notifications</Trans>,
            description: <Trans>Please try again.</Trans>,
          }}
          retryLabel={<Trans>Try again</Trans>}
        />
      ) : !list ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Bell />}
          title={<Trans>No notifications</Trans>}
          description={<Trans>You're all caught up.</Trans>}
        >
          <ButtonLink variant="outline" to="/settings">
            <Trans>Notification settings</Trans>
          </ButtonLink>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {list.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
          {notifications.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                disabled={notifications.isFetchingNextPage}
                onClick={() => notifications.fetchNextPage()}
              >
                {notifications.isFetchingNextPage ? <Loader2 className="animate-spin" /> : null}
                <Trans>Show older notifications</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageContainer>
  );
}

export default function NotificationsPage() {
  const { t } = useLingui();
  return (
    <RequireAuth title={t`Notifications`} message={t`Please log in to see your notifications.`}>
      <NotificationList />
    </RequireAuth>
  );
}
