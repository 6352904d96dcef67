import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface NewsletterFieldsProps {
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** The address box's handlers (react-hook-form's, or the light form's). */
  email: ComponentProps<'input'>;
  error?: string;
  pending?: boolean;
}

/** The newsletter form's markup, the same whether the form libraries have loaded or not. */
export function NewsletterFields({ onSubmit, email, error, pending }: NewsletterFieldsProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-1.5">
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
          {...email}
        />
        <Button type="submit" disabled={pending}>
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
