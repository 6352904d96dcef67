import { Trans, useLingui } from '@lingui/react/macro';
import { BACK_IN_STOCK_CONFIRM_DAYS, BACK_IN_STOCK_INVALID_LINK } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { BackToShop, FollowedLinkPage, LinkOutcome } from '@/components/ui/link-outcome';
import { ApiError } from '@/lib/api-client';
import { translateApiMessage } from '@/lib/api-messages';
import { isRefusedLink } from '@/lib/use-link-on-arrival';
import { useBackInStockLink } from './api/back-in-stock';

/**
 * `/back-in-stock/:token`, the link e-mailed to a visitor who asked to hear when a part is back:
 * confirms the alert on arrival, and offers to cancel it.
 */
export default function BackInStockLinkPage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const days = BACK_IN_STOCK_CONFIRM_DAYS;
  const confirm = useBackInStockLink('confirm');
  const cancel = useBackInStockLink('cancel');

  let outcome: ReactNode = null;
  if (cancel.isSuccess) {
    outcome = (
      <LinkOutcome icon={<Icon name="bell-off" />} tone="muted" title={t`Alert cancelled`}>
        <p className="mt-2 text-muted-foreground">{translateApiMessage(cancel.data.detail)}</p>
        <div className="mt-6 flex justify-center">
          <BackToShop variant="outline" />
        </div>
      </LinkOutcome>
    );
  } else if (confirm.isSuccess) {
    const { product, detail } = confirm.data;
    outcome = (
      <LinkOutcome icon={<Icon name="circle-check" />} tone="success" title={t`Alert confirmed`}>
        <p className="mt-2 text-muted-foreground">{translateApiMessage(detail)}</p>
        {cancel.isError ? (
          <p role="alert" className="mt-3 text-sm text-destructive">
            {(cancel.error instanceof ApiError && cancel.error.serverMessage) ||
              t`The alert could not be cancelled. Please try again.`}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <ButtonLink to={`/product/${product.slug}`}>
            <Trans>See the part</Trans>
          </ButtonLink>
          <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(token)}>
            <Icon name="bell-off" /> <Trans>Cancel this alert</Trans>
          </Button>
        </div>
      </LinkOutcome>
    );
  } else if (isRefusedLink(confirm.error)) {
    outcome = (
      <LinkOutcome icon={<Icon name="mail-x" />} tone="destructive" title={t`This link does not work`}>
        <p className="mt-2 text-muted-foreground">
          {confirm.error.serverMessage || translateApiMessage(BACK_IN_STOCK_INVALID_LINK)}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>A link works for {days} days. Ask again on the part’s page and we will send a new one.</Trans>
        </p>
        <div className="mt-6 flex justify-center">
          <BackToShop variant="outline" />
        </div>
      </LinkOutcome>
    );
  }
  return (
    <FollowedLinkPage
      token={token}
      follow={confirm}
      outcome={outcome}
      pendingTitle={t`Confirming your alert…`}
      unreachableTitle={t`We could not confirm your alert just now`}
    />
  );
}
