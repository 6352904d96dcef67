import { Trans } from '@lingui/react/macro';
import { type ComponentProps, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface NewsletterFieldsProps {
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** The address box's handlers (react-hook-form's, or the light form's). */
  email: ComponentProps<'input'>;
  error?: string;
  pending?: boolean;
}

/**
 * The newsletter form's markup, the same whether the form libraries have loaded or not. A real form
 * the server answers (`POST /newsletter`): sent before the app has taken it over, or without
 * JavaScript, the browser sends it itself; the app sends it to the API instead.
 */
export function NewsletterFields({ onSubmit, email, error, pending }: NewsletterFieldsProps) {
  // The footer's form and the newsletter page's may be on one page.
  const id = useId();
  return (
    <form method="post" action="/newsletter" noValidate onSubmit={onSubmit} className="space-y-1.5">
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          <Trans>Email address</Trans>
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...email}
        />
        <Button type="submit" disabled={pending}>
          <Trans>Subscribe</Trans>
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
