import { Trans, useLingui } from '@lingui/react/macro';
import { type PasswordResetConfirmInput, passwordResetConfirmSchema } from '@makerbazaar/core';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { translateApiMessage } from '@/lib/api-messages';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useConfirmPasswordReset } from './api/password-reset';
import { AuthCard } from './auth-card';

export default function ResetPasswordPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const form = useForm<PasswordResetConfirmInput>({
    resolver: formResolver(passwordResetConfirmSchema),
    defaultValues: { token, password: '', confirm_password: '' },
  });
  const errors = form.formState.errors;

  function submit(values: PasswordResetConfirmInput) {
    confirm.mutate(values, {
      onSuccess: (answer) => {
        toast.success(translateApiMessage(answer.detail));
        navigate('/login');
      },
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <AuthCard
      title={t`Choose a new password`}
      description={t`You'll be signed out everywhere else once it's changed.`}
      footer={
        <Link to="/forgot-password" className="font-semibold text-primary hover:underline">
          <Trans>Need a new link?</Trans>
        </Link>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
        <FormField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
          {confirm.isPending ? <Loader2 className="animate-spin" /> : null}
          <Trans>Change password</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
