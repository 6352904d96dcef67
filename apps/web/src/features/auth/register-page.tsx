import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterInput } from '@makerbazaar/core';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';
import { lazyFormResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useRegister } from './api/register';
import { AuthCard } from './auth-card';
import { useAuth } from './use-auth';

const EMPTY: RegisterInput = {
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  phone: '',
  password: '',
  confirm_password: '',
};

/** Every message of a DRF-style error body, in field order; `fallback` when it has none. */
export function serverErrorMessages(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors;
    if (fields) return Object.values(fields).flat();
    if (error.serverMessage) return [error.serverMessage];
  }
  return [fallback];
}

/** After signing up: the address has a link waiting in its inbox, and nothing else goes there until it is opened. */
function CheckYourMailbox({ email }: { email: string }) {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Check your mailbox`} replacesForm>
      <div role="status" className="space-y-3 text-sm">
        <p className="flex items-start gap-3 rounded-md border border-success/40 bg-success/10 p-3 text-foreground">
          <Icon name="mail-check" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>
            <Trans>
              Your account is ready. We have sent a link to <strong className="break-all">{email}</strong>: open it to
              confirm the address is yours.
            </Trans>
          </span>
        </p>
        <p className="text-muted-foreground">
          <Trans>
            Until you do, we send nothing else to this address, not even order confirmations. You can sign in and shop
            meanwhile; your profile sends the link again if it does not arrive.
          </Trans>
        </p>
      </div>
      <ButtonLink size="lg" className="mt-6 w-full" to="/login">
        <Icon name="log-in" /> <Trans>Sign in</Trans>
      </ButtonLink>
    </AuthCard>
  );
}

// The rules come with the form's first focus (see login-page.tsx).
const registerResolver = lazyFormResolver<RegisterInput, RegisterInput>(() =>
  import('./auth-schemas').then((m) => m.registerSchema),
);

export default function RegisterPage() {
  const { t } = useLingui();
  const { isAuthenticated, isLoading } = useAuth();
  const register = useRegister();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<RegisterInput>({ resolver: registerResolver, defaultValues: EMPTY });
  const errors = form.formState.errors;

  if (register.isSuccess) return <CheckYourMailbox email={register.data.email} />;
  if (isAuthenticated && !isLoading) return <Navigate to="/" replace />;

  function submit(values: RegisterInput) {
    setServerErrors([]);
    register.mutate(values, {
      onSuccess: () => toast.success(t`Account created! Please check your mailbox.`),
      onError: (error) => {
        const messages = serverErrorMessages(error, t`Registration failed`);
        setServerErrors(messages);
        toast.error(messages.join(' '));
        const fields = error instanceof ApiError ? error.fieldErrors : undefined;
        for (const [field, list] of Object.entries(fields ?? {})) {
          if (field in EMPTY) form.setError(field as Path<RegisterInput>, { message: list[0] });
        }
      },
    });
  }

  const field = (name: keyof RegisterInput) => ({ error: errors[name]?.message, ...form.register(name) });

  return (
    <AuthCard
      wide
      title={t`Create your account`}
      description={t`One account for your cart, wishlist, orders and courses.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-primary hover:underline">
            Sign in
          </Link>
        </Trans>
      }
    >
      {serverErrors.length ? (
        <ul
          role="alert"
          className="mb-5 list-disc space-y-1 rounded-md border border-destructive/40 bg-destructive/10 py-3 pr-3 pl-8 text-sm text-destructive"
        >
          {serverErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        onFocusCapture={registerResolver.preload}
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField label={t`First name`} autoComplete="given-name" {...field('first_name')} />
        <FormField label={t`Last name`} autoComplete="family-name" {...field('last_name')} />
        <FormField label={t`Username`} autoComplete="username" className="sm:col-span-2" {...field('username')} />
        <FormField label={t`E-mail`} type="email" autoComplete="email" {...field('email')} />
        <FormField
          label={t`Mobile number`}
          type="tel"
          autoComplete="tel"
          placeholder="98450 12345"
          {...field('phone')}
        />
        <FormField label={t`Password`} type="password" autoComplete="new-password" {...field('password')} />
        <FormField
          label={t`Confirm password`}
          type="password"
          autoComplete="new-password"
          {...field('confirm_password')}
        />
        <p className="text-xs text-muted-foreground sm:col-span-2">
          <Trans>At least 8 characters, not only numbers, and not your username.</Trans>
        </p>
        <Button type="submit" size="lg" className="sm:col-span-2" disabled={register.isPending}>
          {register.isPending ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="user-plus" />}
          <Trans>Create account</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
