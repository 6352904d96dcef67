import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useLinkOnArrival } from '@/lib/use-link-on-arrival';
import { ButtonLink } from './button-link';
import { Card } from './card';
import { Icon } from './icon';
import { PageContainer } from './page';
import { RetryButton } from './retry-button';

/**
 * The page a link from an e-mail opens (unsubscribe, confirm an alert, verify an address): it follows
 * the link's `token` once on arrival with `follow`, says so while that runs, offers another try when
 * the shop could not be reached (with what it said, `unreachableMessage`, if anything), and shows
 * `outcome` once the page has one. One card; its content changes as the answer arrives, so screen
 * readers are told.
 */
export function FollowedLinkPage({
  token,
  follow,
  outcome,
  pendingTitle,
  unreachableTitle,
  unreachableMessage,
}: {
  token: string;
  follow: { mutate: (token: string) => void; isError: boolean };
  /** Success or a refusal the page explains; null until there is one. */
  outcome: ReactNode | null;
  pendingTitle: string;
  unreachableTitle: string;
  unreachableMessage?: string;
}) {
  const { mutate } = follow;
  useLinkOnArrival(token, mutate);
  const content =
    outcome ??
    (follow.isError ? (
      <LinkOutcomeUnreachable title={unreachableTitle} message={unreachableMessage} onRetry={() => mutate(token)} />
    ) : (
      <LinkOutcomePending title={pendingTitle} />
    ));
  return (
    <PageContainer className="flex justify-center py-10 sm:py-16">
      <Card aria-live="polite" className="w-full max-w-md p-6 text-center sm:p-8">
        {content}
      </Card>
    </PageContainer>
  );
}

/** What came of it: an icon in the tone of the outcome, a heading, and what to read or do next. */
export function LinkOutcome({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'muted' | 'success' | 'destructive';
  title: string;
  children?: ReactNode;
}) {
  return (
    <>
      <span
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full [&_svg]:size-7',
          tone === 'success' && 'bg-success/15 text-success',
          tone === 'destructive' && 'bg-destructive/15 text-destructive',
          tone === 'muted' && 'bg-muted text-muted-foreground',
        )}
      >
        {icon}
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </>
  );
}

/** The way out of a link's page: back to the shop. */
export function BackToShop({ variant }: { variant?: 'outline' }) {
  return (
    <ButtonLink variant={variant} to="/">
      <Icon name="house" /> <Trans>Back to the shop</Trans>
    </ButtonLink>
  );
}

/** While the link is being followed: what is under way, and that it takes a moment. */
function LinkOutcomePending({ title }: { title: string }) {
  return (
    <LinkOutcome icon={<Icon name="loader-circle" className="animate-spin" />} tone="muted" title={title}>
      <p className="mt-2 text-muted-foreground">
        <Trans>This takes a moment.</Trans>
      </p>
    </LinkOutcome>
  );
}

/**
 * The link could not be used because the shop could not be reached, or answered with a fault of its
 * own (`message`, when it said one): try again, or go back.
 */
function LinkOutcomeUnreachable({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  return (
    <LinkOutcome icon={<Icon name="triangle-exclamation-point" />} tone="destructive" title={title}>
      <p className="mt-2 text-muted-foreground">
        {message ?? <Trans>Check your internet connection and try again.</Trans>}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <RetryButton onRetry={onRetry}>
          <Trans>Try again</Trans>
        </RetryButton>
        <BackToShop variant="outline" />
      </div>
    </LinkOutcome>
  );
}
