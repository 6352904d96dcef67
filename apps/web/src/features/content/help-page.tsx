import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { EmptyState, InlineNotice, PageContainer } from '@/components/ui/page';
import { useLanguage } from '@/lib/i18n';
import { AccountShortcuts } from './account-shortcuts';
import { faqQueryOptions } from './api/get-faq';
import { ContactChannels } from './contact-channels';
import { filterFaq } from './faq';
import { FaqList, FaqListSkeleton } from './faq-list';

/** As many placeholder rows as the help page usually has questions. */
const LOADING_ROWS = 8;

export default function HelpPage() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const faq = useQuery(faqQueryOptions(useLanguage()));
  const entries = faq.data ?? [];
  const results = filterFaq(entries, query);
  const searching = query.trim() !== '';
  const found = results.length;
  const total = entries.length;
  const shown = t`${found} of ${total} shown`;
  const typed = query.trim();

  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>How can we help?</Trans>
        </h1>
        <p className="mt-3 text-muted-foreground">
          <Trans>Answers about orders, payments, delivery and returns, and help getting your board running.</Trans>
        </p>
        <search className="relative mt-6 block">
          <label htmlFor="faq-search" className="sr-only">
            <Trans>Search the help articles</Trans>
          </label>
          <Icon
            name="search"
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="faq-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`Search for returns, COD, drivers…`}
            autoComplete="off"
            className="h-12 rounded-full pl-11 text-base shadow-sm"
          />
        </search>
      </div>
      <AccountShortcuts />

      <section aria-labelledby="faq-heading" className="mx-auto mt-10 max-w-3xl">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 id="faq-heading" className="text-xl font-bold tracking-tight">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {searching && faq.isSuccess ? shown : null}
          </p>
        </div>
        {faq.isPending ? (
          <FaqListSkeleton rows={LOADING_ROWS} />
        ) : faq.isError ? (
          <InlineNotice message={t`We could not load the questions. Check your connection and try again.`}>
            <Button variant="outline" onClick={() => void faq.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </InlineNotice>
        ) : results.length > 0 ? (
          <FaqList entries={results} showCategory />
        ) : (
          <EmptyState
            icon={<Icon name="search-x" />}
            title={t`No results found`}
            description={
              searching
                ? t`Nothing in our help articles matches "${typed}". Try another word, or ask us directly below.`
                : t`There are no questions here yet. Ask us directly below.`
            }
          >
            {searching ? (
              <Button variant="outline" onClick={() => setQuery('')}>
                <Trans>Clear search</Trans>
              </Button>
            ) : null}
          </EmptyState>
        )}
      </section>

      <section aria-labelledby="contact-heading" className="mt-14">
        <div className="mb-5 text-center">
          <h2 id="contact-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
            <Trans>Still need help?</Trans>
          </h2>
          <p className="mt-1.5 text-muted-foreground">
            <Trans>Our team knows electronics, not just order numbers.</Trans>
          </p>
        </div>
        <ContactChannels />
      </section>
    </PageContainer>
  );
}
