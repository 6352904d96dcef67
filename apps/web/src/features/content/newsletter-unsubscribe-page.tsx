import { Trans, useLingui } from '@lingui/react/macro';
import { NEWSLETTER_INVALID_LINK } from '@makerbazaar/core';
import { CircleCheck, House, LoaderCircle, MailX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Outcome, OutcomePage } from '@/components/ui/outcome';
import { RetryButton } from '@/components/ui/retry-button';
import { useLinkToken } from '@/components/ui/use-link-token';
import { ApiError } from '@/lib/api-client';
import { translateApiMessage } from '@/lib/api-messages';
import { useUnsubscribe } from './api/unsubscribe';

const HOME = (
  <Button asChild>
    <Link to="/">
      <House /> <Trans>Back to the shop</Trans>
    </Link>
  </Button>
);

/** `/newsletter/unsubscribe/:token`, the link at the foot of every newsletter: unsubscribes on arrival. */
export default function NewsletterUnsubscribePage() {
  const { t } = useLingui();
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;
  const token = useLinkToken(mutate);

  const error = unsubscribe.error;
  const linkRefused = error instanceof ApiError && error.status >= 400 && error.status < 500;

  let content: ReactNode;
  if (unsubscribe.isSuccess) {
    content = (
      <Outcome icon={<CircleCheck />} tone="success" title={t`You're unsubscribed`}>
        <p className="mt-2 text-muted-foreground">{translateApiMessage(unsubscribe.data.detail)}</p>
        <div className="mt-6 flex justify-center">{HOME}</div>
      </Outcome>
    );
  } else if (linkRefused) {
    content = (
      <Outcome icon={<MailX />} tone="destructive" title={t`This link does not work`}>
        <p className="mt-2 text-muted-foreground">{error.serverMessage ?? NEWSLETTER_INVALID_LINK}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>
            It may have been copied only in part. Open the link from the newsletter again, or write to us and we will
            take you off the list.
          </Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {HOME}
          <Button asChild variant="outline">
            <Link to="/contact">
              <Trans>Contact us</Trans>
            </Link>
          </Button>
        </div>
      </Outcome>
    );
  } else if (unsubscribe.isError) {
    content = (
      <Outcome icon={<TriangleAlert />} tone="destructive" title={t`We could not unsubscribe you just now`}>
        <p className="mt-2 text-muted-foreground">
          <Trans>Check your internet connection and try again.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <RetryButton onRetry={() => mutate(token)}>
            <Trans>Try again</Trans>
          </RetryButton>
          <Button asChild variant="outline">
            <Link to="/">
              <Trans>Back to the shop</Trans>
            </Link>
          </Button>
        </div>
      </Outcome>
    );
  } else {
    content = (
      <Outcome icon={<LoaderCircle className="animate-spin" />} tone="muted" title={t`Unsubscribing you…`}>
        <p className="mt-2 text-muted-foreground">
          <Trans>This takes a moment.</Trans>
        </p>
      </Outcome>
    );
  }

  return <OutcomePage>{content}</OutcomePage>;
}
