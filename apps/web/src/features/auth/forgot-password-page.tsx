import { Trans, useLingui } from '@lingui/react/macro';
import { type PasswordResetInput, passwordResetSchema } from '@makerbazaar/core';
import { Loader2, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormField } from '@/components/ui/form-field';
import { translateApiMessage } from '@/lib/api-messages';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from './api/password-reset';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetInput>({
    resolver: formResolver(passwordResetSchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <AuthCard title={t`Check your e-mail`}>
        <div className="flex items-start gap-3 rounded-md bg-secondary p-4 text-sm text-secondary-foreground">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{translateApiMessage(request.data.detail)}</p>
        </div>
        <ButtonLink variant="outline" className="mt-6 w-full" to="/login">
          <Trans>Back to sign in</Trans>
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot your password?`}
      description={t`Enter the e-mail address of your account and we'll send you a link to choose a new password.`}
      footer={
        <Link to="/login" className="font-semibold text-primary hover:underline">
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          request.mutate(values, { onError: (error) => toast.error(error.message) }),
        )}
        className="space-y-4"
      >
        <FormField
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? <Loader2 className="animate-spin" /> : null}
          <Trans>Send reset link</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
