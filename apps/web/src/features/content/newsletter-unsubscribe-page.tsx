import { Trans, useLingui } from '@lingui/react/macro';
import { NEWSLETTER_INVALID_LINK } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { BackToShop, FollowedLinkPage, LinkOutcome } from '@/components/ui/link-outcome';
import { translateApiMessage } from '@/lib/api-messages';
import { isRefusedLink } from '@/lib/use-link-on-arrival';
import { useUnsubscribe } from './api/unsubscribe';

/** `/newsletter/unsubscribe/:token`, the link at the foot of every newsletter: unsubscribes on arrival. */
export default function NewsletterUnsubscribePage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const unsubscribe = useUnsubscribe();

  const error = unsubscribe.error;

  let outcome: ReactNode = null;
  if (unsubscribe.isSuccess) {
    outcome = (
      <LinkOutcome icon={<Icon name="circle-check" />} tone="success" title={t`You're unsubscribed`}>
        <p className="mt-2 text-muted-foreground">{translateApiMessage(unsubscribe.data.detail)}</p>
        <div className="mt-6 flex justify-center">
          <BackToShop />
        </div>
      </LinkOutcome>
    );
  } else if (isRefusedLink(error)) {
    outcome = (
      <LinkOutcome icon={<Icon name="mail-x" />} tone="destructive" title={t`This link does not work`}>
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
  }
  return (
    <FollowedLinkPage
      token={token}
      follow={unsubscribe}
      outcome={outcome}
      pendingTitle={t`Unsubscribing you…`}
      unreachableTitle={t`We could not unsubscribe you just now`}
    />
  );
}
