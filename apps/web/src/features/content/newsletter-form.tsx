import { useLingui } from '@lingui/react/macro';
import { NEWSLETTER_ALREADY_SUBSCRIBED, type NewsletterSubscribe, newsletterSubscribeSchema } from '@makerbazaar/core';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { translateApiMessage } from '@/lib/api-messages';
import { showServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useSubscribeToNewsletter } from './api/subscribe-to-newsletter';
import { NewsletterFields } from './newsletter-fields';

interface NewsletterFormProps {
  /** The address typed into the light form before this one arrived. */
  typed?: () => string;
  /** Whether the address box had the focus (it takes it back). */
  focus?: boolean;
  /** Whether the light form was sent (this one sends it at once). */
  submit?: boolean;
}

/** The newsletter form with its checks, taking over from the light one (`NewsletterSignup`). */
export default function NewsletterForm({ typed, focus = false, submit = false }: NewsletterFormProps) {
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
      showServerErrors(error, form.setError, ['email'], t`Could not subscribe you. Please try again.`);
    },
  });
  const send = form.handleSubmit((values) => subscribe.mutate(values));
  // Once, as it replaces the light form and before the browser paints: the box the visitor was
  // typing into is this one now, and a form sent before this one arrived is sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a handover, not a reaction to later renders.
  useLayoutEffect(() => {
    if (typed) form.setValue('email', typed());
    if (focus) form.setFocus('email');
    if (submit) void send();
  }, []);

  return (
    <NewsletterFields
      onSubmit={send}
      email={form.register('email')}
      error={form.formState.errors.email?.message}
      pending={subscribe.isPending}
    />
  );
}
