import { useLingui } from '@lingui/react/macro';
import {
  NEWSLETTER_ALREADY_SUBSCRIBED,
  NEWSLETTER_INVALID_EMAIL,
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

/**
 * `/newsletter`: where the footer's form goes when the browser sent it itself (tapped before the
 * app had taken it over, or without JavaScript; `POST /newsletter` on the server), with
 * `?outcome=` saying how it went. Also the sign-up on its own. A refused address gets the form again.
 */
export default function NewsletterPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  // Each outcome the server sends the visitor on with, said in the reader's language.
  const outcomes: Record<NewsletterFormOutcome, string> = {
    subscribed: translateApiMessage(NEWSLETTER_SUBSCRIBED),
    'already-subscribed': translateApiMessage(NEWSLETTER_ALREADY_SUBSCRIBED),
    'invalid-email': translateApiMessage(NEWSLETTER_INVALID_EMAIL),
    'too-many': t`Too many sign-ups from your network just now. Please try again in a few minutes.`,
  };
  const outcome = search.get('outcome');
  const told = outcome !== null && Object.hasOwn(outcomes, outcome) ? (outcome as NewsletterFormOutcome) : null;
  const done = told === 'subscribed' || told === 'already-subscribed';
  const refused = told === 'invalid-email' || told === 'too-many';
  const message = told ? outcomes[told] : t`New arrivals, project ideas and restock alerts. No spam.`;
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
