import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginInput } from '@makerbazaar/core';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-client';
import { lazyFormResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useLogin } from './api/login';
import { AuthCard } from './auth-card';
import { useAuth } from './use-auth';

// The rules come with the form's first focus: a guest sent here from checkout, or the header's link,
// sees the form without waiting for zod.
const loginResolver = lazyFormResolver<LoginInput, LoginInput>(() =>
  import('./auth-schemas').then((m) => m.loginSchema),
);

export default function LoginPage() {
  const { t } = useLingui();
  const { isAuthenticated, isLoading } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });
  const errors = form.formState.errors;
  // Where a guard sent the visitor from, so signing in takes them back there.
  const returnTo = (location.state as { from?: string } | null)?.from ?? '/';

  if (isAuthenticated && !isLoading && !login.isSuccess) return <Navigate to="/" replace />;

  function submit(values: LoginInput) {
    login.mutate(values, {
      onSuccess: () => {
        toast.success(t`Login successful!`);
        navigate(returnTo, { replace: true });
      },
      onError: (error) => toast.error((error instanceof ApiError && error.serverMessage) || t`Login failed`),
    });
  }

  return (
    <AuthCard
      title={t`Sign in`}
      description={t`Welcome back! Sign in to see your cart, wishlist and orders.`}
      footer={
        <Trans>
          New to MakerBazaar?{' '}
          <Link to="/register" className="font-semibold text-primary hover:underline">
            Create an account
          </Link>
        </Trans>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        onFocusCapture={loginResolver.preload}
        className="space-y-4"
      >
        <FormField
          label={t`Username or e-mail`}
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={login.isPending}>
          {login.isPending ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="log-in" />}
          <Trans>Sign in</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
