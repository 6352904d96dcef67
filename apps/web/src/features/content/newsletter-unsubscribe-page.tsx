import { Trans, useLingui } from '@lingui/react/macro';
import { NEWSLETTER_INVALID_LINK } from '@makerbazaar/core';
import { CircleCheck, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import {
  BackToShop,
  LinkOutcome,
  LinkOutcomePage,
  LinkOutcomePending,
  LinkOutcomeUnreachable,
} from '@/components/ui/link-outcome';
import { ApiError } from '@/lib/api-client';
import { translateApiMessage } from '@/lib/api-messages';
import { useLinkOnArrival } from '@/lib/use-link-on-arrival';
import { useUnsubscribe } from './api/unsubscribe';

/** `/newsletter/unsubscribe/:token`, the link at the foot of every newsletter: unsubscribes on arrival. */
export default function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const unsubscribe = useUnsubscribe();
  const { mutate } = unsubscribe;
  useLinkOnArrival(token, mutate);

  const error = unsubscribe.error;
  const linkRefused = error instanceof ApiError && error.status >= 400 && error.status < 500;

  let content: ReactNode;
  if (unsubscribe.isSuccess) {
    content = (
      <LinkOutcome icon={<CircleCheck />} tone="success" title={t`You're unsubscribed`}>
        <p className="mt-2 text-muted-foreground">{translateApiMessage(unsubscribe.data.detail)}</p>
        <div className="mt-6 flex justify-center">
          <BackToShop />
        </div>
      </LinkOutcome>
    );
  } else if (linkRefused) {
    content = (
      <LinkOutcome icon={<MailX />} tone="destructive" title={t`This link does not work`}>
        <p className="mt-2 text-muted-foreground">{error.serverMessage ?? NEWSLETTER_INVALID_LINK}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>
            It may have been copied only in part. Open the link from the newsletter again, or write to us and we will
            take you off the list.
          </Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <BackToShop />
          <ButtonLink variant="outline" to="/contact">
            <Trans>Contact us</Trans>
          </ButtonLink>
        </div>
      </LinkOutcome>
    );
  } else if (unsubscribe.isError) {
    content = <LinkOutcomeUnreachable title={t`We could not unsubscribe you just now`} onRetry={() => mutate(token)} />;
  } else {
    content = <LinkOutcomePending title={t`Unsubscribing you…`} />;
  }

  return <LinkOutcomePage>{content}</LinkOutcomePage>;
}
