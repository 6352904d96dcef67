import { Trans, useLingui } from '@lingui/react/macro';
import { NEWSLETTER_ALREADY_SUBSCRIBED, type NewsletterSubscribe, newsletterSubscribeSchema } from '@makerbazaar/core';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { translateApiMessage } from '@/lib/api-messages';
import { placeServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useSubscribeToNewsletter } from './api/subscribe-to-newsletter';

export default function NewsletterForm() {
  const { t } = useLingui();
  const form = useForm<NewsletterSubscribe>({
    resolver: formResolver(newsletterSubscribeSchema),
    defaultValues: { email: '' },
  });
  const subscribe = useSubscribeToNewsletter({
    onSuccess: (answer) => {
      // The server words both outcomes; an address already on the list is news, not a success.
      if (answer.detail === NEWSLETTER_ALREADY_SUBSCRIBED) toast.info(translateApiMessage(answer.detail));
      else toast.success(translateApiMessage(answer.detail));
      form.reset();
    },
    onError: (error) => {
      const message = placeServerErrors(error, form.setError, ['email'], t`Could not subscribe you. Please try again.`);
      if (message) toast.error(message);
    },
  });
  const error = form.formState.errors.email?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => subscribe.mutate(values))} className="space-y-1.5">
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          <Trans>Email address</Trans>
        </label>
        <Input
          id="newsletter-email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          {...form.register('email')}
        />
        <Button type="submit" disabled={subscribe.isPending}>
          <Trans>Subscribe</Trans>
        </Button>
      </div>
      {error ? (
        <p id="newsletter-error" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
