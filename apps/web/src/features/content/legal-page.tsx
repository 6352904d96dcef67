import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { PageContainer } from '@/components/ui/page';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

const LEGAL_PAGES = [
  { to: '/privacy', label: msg`Privacy Policy` },
  { to: '/terms', label: msg`Terms of Service` },
  { to: '/data-deletion', label: msg`Data Deletion` },
];

/** The layout the legal pages share: title, date, summary, a table of contents and numbered sections. */
export function LegalPage({
  title,
  updated,
  summary,
  action,
  sections,
  sectionsInEnglish = false,
}: {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  summary: ReactNode;
  /** A call to action under the summary. */
  action?: ReactNode;
  sections: readonly LegalSection[];
  /**
   * The sections are in English only (a policy whose English text is the one that applies): a reader
   * of another language is told so, and the sections are marked English for screen readers.
   */
  sectionsInEnglish?: boolean;
}) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const { pathname } = useLocation();
  const date = formatDate(updated, language);
  const others = LEGAL_PAGES.filter((page) => page.to !== pathname);
  const sectionsLang = sectionsInEnglish && language !== 'en' ? 'en' : undefined;

  return (
    <PageContainer className="py-8 sm:py-10">
      <header className="max-w-3xl border-b pb-6">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          <Trans>Legal</Trans>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>
            Last updated <time dateTime={updated}>{date}</time>
          </Trans>
        </p>
        <div className="mt-4 leading-relaxed text-muted-foreground">{summary}</div>
        {action ? <div className="mt-5">{action}</div> : null}
        {sectionsLang ? (
          <p className="mt-5 flex gap-2 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm leading-relaxed">
            <Icon name="languages" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <Trans>The full text below is in English, and the English text is the one that applies.</Trans>
          </p>
        ) : null}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-40 lg:self-start">
          <div className="rounded-lg border bg-card p-4 shadow-sm">
            <h2 id="toc-heading" className="text-sm font-semibold">
              <Trans>On this page</Trans>
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded px-1.5 py-1 text-muted-foreground hover:bg-accent hover:text-foreground"
                  >
                    <span className="w-5 shrink-0 tabular-nums">{index + 1}.</span>
                    <span lang={sectionsLang}>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              lang={sectionsLang}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-40"
            >
              <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
                <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
                {section.content}
              </div>
            </section>
          ))}

          <aside aria-label={t`Other legal pages`} className="rounded-lg border bg-muted/50 p-5">
            <p className="font-semibold">
              <Trans>Related</Trans>
            </p>
            <ul className="mt-3 flex flex-wrap gap-3">
              {others.map((page) => (
                <li key={page.to}>
                  <Link
                    to={page.to}
                    className="inline-flex items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm font-medium hover:border-primary/50 hover:text-primary"
                  >
                    <Icon name="file-text" aria-hidden="true" className="size-4" /> {i18n._(page.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </PageContainer>
  );
}
