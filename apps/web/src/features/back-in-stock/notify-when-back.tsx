import { Trans, useLingui } from '@lingui/react/macro';
import { guestBackInStockRequestSchema, type Product } from '@makerbazaar/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { translateApiMessage } from '@/lib/api-messages';
import { showServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import {
  useAskBackInStock,
  useAskBackInStockAsGuest,
  useBackInStockAlerts,
  useCancelBackInStock,
} from './api/back-in-stock';
import { NOTIFY_WHEN_BACK_ID } from './notify-when-back-id';

type AlertProduct = Pick<Product, 'id' | 'name'>;

/**
 * On the page of a part out of stock: "Notify me when it is back". A signed-in customer asks with
 * one tap and sees (and cancels) their alert here; a visitor gives an e-mail address, which gets a
 * link to confirm first.
 */
export function NotifyWhenBack({ product }: { product: AlertProduct }) {
  const headingId = useId();
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <section
      id={NOTIFY_WHEN_BACK_ID}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <Icon name="bell-ring" className="size-4 text-primary" aria-hidden="true" />{' '}
        <Trans>Notify me when it is back</Trans>
      </h2>
      <p className="mt-1 text-muted-foreground">
        <Trans>This part is out of stock just now. We will tell you once, as soon as it is back on the shelf.</Trans>
      </p>
      <div className="mt-3">
        {isLoading ? (
          <Skeleton className="h-11 w-full sm:w-48" />
        ) : isAuthenticated ? (
          <CustomerAlert product={product} />
        ) : (
          <GuestAlert product={product} />
        )}
      </div>
    </section>
  );
}

function CustomerAlert({ product }: { product: AlertProduct }) {
  const { t } = useLingui();
  const alerts = useBackInStockAlerts();
  const ask = useAskBackInStock();
  const cancel = useCancelBackInStock();
  const alert = alerts.data?.find((candidate) => candidate.product.id === product.id);
  const name = product.name;

  if (alerts.isPending) return <Skeleton className="h-11 w-full sm:w-48" />;
  if (alert) {
    return (
      <div className="flex flex-col gap-3">
        <p className="flex items-start gap-2 font-medium text-success" role="status">
          <Icon name="circle-check" className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <Trans>We will tell you when it is back: a notification here and an e-mail.</Trans>
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Button
            variant="outline"
            size="lg"
            className="max-sm:w-full"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(alert.id, {
                onSuccess: () => toast.success(t`Alert cancelled: we will not tell you about ${name}.`),
                onError: () => toast.error(t`The alert could not be cancelled. Please try again.`),
              })
            }
          >
            <Icon name="bell-off" /> <Trans>Cancel alert</Trans>
          </Button>
          <Link
            to="/wishlist#waiting-for-stock"
            className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
          >
            <Trans>All your alerts</Trans>
          </Link>
        </div>
      </div>
    );
  }
  return (
    <Button
      size="lg"
      className="max-sm:w-full"
      disabled={ask.isPending}
      onClick={() =>
        ask.mutate(product.id, {
          onSuccess: () => toast.success(t`Done: we will tell you when ${name} is back.`),
          onError: (error) =>
            toast.error(
              (error instanceof ApiError && error.serverMessage) || t`We could not set the alert. Please try again.`,
            ),
        })
      }
    >
      <Icon name="bell-ring" /> <Trans>Notify me</Trans>
    </Button>
  );
}

const guestFormSchema = guestBackInStockRequestSchema.pick({ email: true });

function GuestAlert({ product }: { product: AlertProduct }) {
  const { t } = useLingui();
  const id = useId();
  const ask = useAskBackInStockAsGuest();
  const { pathname, search } = useLocation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: formResolver(guestFormSchema), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  if (sent) {
    return (
      <p className="flex items-start gap-2 font-medium text-success" role="status">
        <Icon name="mail-check" className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {sent}
      </p>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-1.5"
      onSubmit={form.handleSubmit(({ email }) =>
        ask.mutate(
          { product_id: product.id, email },
          {
            onSuccess: (answer) => setSent(translateApiMessage(answer.detail)),
            onError: (failure) => {
              showServerErrors(failure, form.setError, ['email'], t`We could not set the alert. Please try again.`);
            },
          },
        ),
      )}
    >
      <Label htmlFor={id}>
        <Trans>Your e-mail address</Trans>
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="h-11 sm:max-w-72"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" disabled={ask.isPending}>
          <Icon name="bell-ring" /> <Trans>Notify me</Trans>
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          <Trans>
            We first send a link to confirm the address, and nothing else until it is followed.{' '}
            <Link
              to="/login"
              state={{ from: `${pathname}${search}` }}
              className="font-medium text-primary hover:underline"
            >
              Sign in
            </Link>{' '}
            to be told with one tap.
          </Trans>
        </p>
      )}
    </form>
  );
}
