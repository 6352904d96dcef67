import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_LINK_REFUSALS, type EmailLinkRefusal } from '@makerbazaar/core';
import { CircleCheck, Clock, LoaderCircle, MailCheck, MailX, Send, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FollowedLinkPage, LinkOutcome } from '@/components/ui/link-outcome';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { translateApiMessage } from '@/lib/api-messages';
import { useResendVerification, useVerifyEmail } from './api/email-verification';

/** Why the server refused the link, when it said. */
function refusalOf(error: unknown): EmailLinkRefusal | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const { reason } = error.body as { reason?: unknown };
  return EMAIL_LINK_REFUSALS.find((known) => known === reason);
}

/** To the profile, or through the sign-in page to it: where the address and its links are looked after. */
function ProfileLink({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  return (
    <ButtonLink
      variant="outline"
      to={isAuthenticated ? '/profile' : '/login'}
      state={isAuthenticated ? undefined : { from: '/profile' }}
    >
      <UserRound /> {children}
    </ButtonLink>
  );
}

const TO_PROFILE = (
  <div className="mt-6 flex justify-center">
    <ProfileLink>
      <Trans>Go to my profile</Trans>
    </ProfileLink>
  </div>
);

/** An expired link's way out: a new link at once when signed in, else sign in first. */
function NewLink() {
  const { isAuthenticated } = useAuth();
  const resend = useResendVerification();
  const { t } = useLingui();
  if (!isAuthenticated) {
    return (
      <ProfileLink>
        <Trans>Sign in to get a new link</Trans>
      </ProfileLink>
    );
  }
  if (resend.isSuccess) {
    return (
      <p role="status" className="text-sm font-medium text-success [overflow-wrap:anywhere]">
        {translateApiMessage(resend.data.detail)}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      <Button onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? <LoaderCircle className="animate-spin" /> : <Send />}
        {t`Send a new link`}
      </Button>
      {resend.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {resend.error.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * `/verify-email/:token`, the link in a verification e-mail: follows it on arrival and says what came
 * of it — verified, expired (with a new link), already used, or refused.
 */
export default function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const verify = useVerifyEmail();

  const refusal = refusalOf(verify.error);
  const said = verify.error instanceof ApiError ? verify.error.serverMessage : undefined;
  const explanation = <p className="mt-2 text-muted-foreground">{said}</p>;

  let outcome: ReactNode = null;
  if (verify.isSuccess) {
    outcome = (
      <LinkOutcome icon={<CircleCheck />} tone="success" title={t`Your e-mail address is verified`}>
        <p className="mt-2 text-muted-foreground [overflow-wrap:anywhere]">{translateApiMessage(verify.data.detail)}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Order confirmations, invoices and delivery updates will come to this address from now on.</Trans>
        </p>
        {TO_PROFILE}
      </LinkOutcome>
    );
  } else if (refusal === 'expired') {
    outcome = (
      <LinkOutcome icon={<Clock />} tone="destructive" title={t`This link has expired`}>
        {explanation}
        <div className="mt-6 flex justify-center">
          <NewLink />
        </div>
      </LinkOutcome>
    );
  } else if (refusal === 'used') {
    outcome = (
      <LinkOutcome icon={<MailCheck />} tone="muted" title={t`This link has already been used`}>
        <p className="mt-2 text-muted-foreground">
          <Trans>Your profile shows whether your address is verified, and sends a new link if it is not.</Trans>
        </p>
        {TO_PROFILE}
      </LinkOutcome>
    );
  } else if (refusal) {
    outcome = (
      <LinkOutcome icon={<MailX />} tone="destructive" title={t`This link does not work`}>
        {explanation}
        {TO_PROFILE}
      </LinkOutcome>
    );
  }

  return (
    <FollowedLinkPage
      token={token}
      follow={verify}
      outcome={outcome}
      pendingTitle={t`Checking your link…`}
      unreachableTitle={t`We could not check your link just now`}
      unreachableMessage={said}
    />
  );
}
