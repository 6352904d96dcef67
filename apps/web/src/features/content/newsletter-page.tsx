import { useLingui } from '@lingui/react/macro';
import {
  NEWSLETTER_ALREADY_SUBSCRIBED,
  NEWSLETTER_FORM_OUTCOMES,
  NEWSLETTER_SUBSCRIBED,
  type NewsletterFormOutcome,
} from '@makerbazaar/core';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { BackToShop, LinkOutcome } from '@/components/ui/link-outcome';
import { PageContainer } from '@/components/ui/page';
import { translateApiMessage } from '@/lib/api-messages';
import { NewsletterSignup } from './newsletter-signup';

/** What the API says of a bad address, which the page says in the reader's language. */
const INVALID_EMAIL = 'Enter a valid email address.';

const isOutcome = (value: string | null): value is NewsletterFormOutcome =>
  (NEWSLETTER_FORM_OUTCOMES as readonly (string | null)[]).includes(value);

/**
 * `/newsletter`: where the footer's form goes when the browser sent it itself (tapped before the
 * app had taken it over, or without JavaScript; `POST /newsletter` on the server), with
 * `?outcome=` saying how it went. Also the sign-up on its own. A refused address gets the form again.
 */
export default function NewsletterPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const outcome = search.get('outcome');
  const done = outcome === 'subscribed' || outcome === 'already-subscribed';
  let message = t`New arrivals, project ideas and restock alerts. No spam.`;
  if (outcome === 'subscribed') message = translateApiMessage(NEWSLETTER_SUBSCRIBED);
  else if (outcome === 'already-subscribed') message = translateApiMessage(NEWSLETTER_ALREADY_SUBSCRIBED);
  else if (outcome === 'invalid-email') message = translateApiMessage(INVALID_EMAIL);
  else if (outcome === 'too-many')
    message = t`Too many sign-ups from your network just now. Please try again in a few minutes.`;
  const refused = isOutcome(outcome) && !done;
  return (
    <PageContainer className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <LinkOutcome
          icon={<Icon name={done ? 'circle-check' : refused ? 'mail-x' : 'mail'} />}
          tone={done ? 'success' : refused ? 'destructive' : 'muted'}
          title={t`Stay in the loop`}
        >
          <p role={refused ? 'alert' : 'status'} className="mt-2 text-muted-foreground">
            {message}
          </p>
          {done ? (
            <div className="mt-6 flex justify-center">
              <BackToShop />
            </div>
          ) : (
            <div className="mt-6 text-left">
              <NewsletterSignup />
            </div>
          )}
        </LinkOutcome>
      </Card>
    </PageContainer>
  );
}
