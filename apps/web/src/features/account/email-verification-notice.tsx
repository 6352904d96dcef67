import { Trans, useLingui } from '@lingui/react/macro';
import { EMAIL_VERIFICATION_LINK_HOURS, type User } from '@makerbazaar/core';
import { BadgeCheck, Loader2, MailWarning, Send, Undo2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useUpdateProfile } from '@/features/auth';
import { translateApiMessage } from '@/lib/api-messages';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useResendVerification } from './api/email-verification';

/** The profile's e-mail address, marked verified or not. */
export function EmailAddress({ user }: { user: User }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="break-all">{user.email}</span>
      {user.email_verified ? (
        <Badge variant="success">
          <BadgeCheck className="size-3.5" aria-hidden /> <Trans>Verified</Trans>
        </Badge>
      ) : (
        <Badge variant="warning">
          <Trans>Not verified</Trans>
        </Badge>
      )}
    </span>
  );
}

/**
 * What waits for a link to be followed: an address never verified (which gets no e-mail meanwhile),
 * or a changed address (the verified one stays in use meanwhile). Sends the link again, and cancels
 * a change by giving the address in use back. Nothing when all is verified.
 */
export function EmailVerificationNotice({ user, className }: { user: User; className?: string }) {
  const { t } = useLingui();
  const resend = useResendVerification();
  const update = useUpdateProfile();
  const pending = user.pending_email;
  const hours = EMAIL_VERIFICATION_LINK_HOURS;
  if (user.email_verified && !pending) return null;

  function sendAgain() {
    resend.mutate(undefined, {
      onSuccess: (answer) => toast.success(translateApiMessage(answer.detail)),
      onError: (error) => toast.error(error.message),
    });
  }

  function cancelChange() {
    update.mutate(
      { email: user.email },
      {
        onSuccess: () => toast.success(t`The change is cancelled: your e-mail address stays ${user.email}.`),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <section
      aria-labelledby="email-verification-title"
      className={cn('rounded-lg border border-warning/40 bg-warning/10 p-4', className)}
    >
      <div className="flex items-start gap-3">
        <MailWarning className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div className="min-w-0 space-y-1 text-sm">
          <h2 id="email-verification-title" className="font-semibold text-foreground">
            {pending ? t`Your new e-mail address waits for its link` : t`Confirm your e-mail address`}
          </h2>
          {pending ? (
            <p>
              <Trans>
                We sent a link to <strong className="break-all">{pending}</strong>. Once you open it, that becomes your
                address. Until then you sign in with, and we write to,{' '}
                <strong className="break-all">{user.email}</strong>.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>
                We sent a link to <strong className="break-all">{user.email}</strong>. Until you open it we send no
                e-mails there: no order confirmations, invoices or delivery updates. Your orders still show here.
              </Trans>
            </p>
          )}
          <p className="text-muted-foreground">
            <Trans>The link works for {hours} hours. Check your spam folder too.</Trans>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 sm:pl-8">
        <Button size="sm" variant="outline" onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? <Loader2 className="animate-spin" /> : <Send />}
          <Trans>Send the link again</Trans>
        </Button>
        {pending ? (
          <Button size="sm" variant="ghost" onClick={cancelChange} disabled={update.isPending}>
            {update.isPending ? <Loader2 className="animate-spin" /> : <Undo2 />}
            <Trans>Cancel the change</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
