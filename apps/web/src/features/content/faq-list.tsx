import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { FAQ_CATEGORY_LABELS, type FaqEntry } from './faq';

/** Questions that open and close on click or Enter, with the answer below. */
export function FaqList({ entries, showCategory = false }: { entries: readonly FaqEntry[]; showCategory?: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className="divide-y rounded-lg border bg-card shadow-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-4 hover:bg-accent/50 sm:px-5 [&::-webkit-details-marker]:hidden">
              <span className="flex-1 space-y-1.5">
                {showCategory ? <Badge variant="secondary">{i18n._(FAQ_CATEGORY_LABELS[entry.category])}</Badge> : null}
                <span className="block font-medium leading-snug">{entry.question}</span>
              </span>
              <Icon
                name="chevron-down"
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-4 pb-5 text-sm leading-relaxed text-muted-foreground sm:px-5">{entry.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** The list's shape while the questions load: rows of the same height, so nothing moves when they arrive. */
export function FaqListSkeleton({ rows }: { rows: number }) {
  const { t } = useLingui();
  return (
    <ul aria-busy="true" aria-label={t`Loading questions`} className="divide-y rounded-lg border bg-card shadow-sm">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to be keyed by.
        <li key={i} className="flex items-start gap-3 px-4 py-4 sm:px-5">
          {/* Built like a real row (a badge's text metrics, a question's line height), so the heights match. */}
          <span className="flex-1 space-y-1.5">
            <span className="inline-flex animate-pulse rounded-full bg-muted px-2.5 py-0.5 text-xs text-transparent">
              <Trans>Category</Trans>
            </span>
            <span className="block leading-snug">
              <Skeleton className="inline-block h-4 w-3/4 align-middle" />
              {/* Some questions take two lines on a phone. */}
              {i % 3 === 2 ? (
                <span className="block sm:hidden">
                  <Skeleton className="inline-block h-4 w-1/3 align-middle" />
                </span>
              ) : null}
            </span>
          </span>
          <Skeleton className="mt-0.5 size-5 rounded-full" />
        </li>
      ))}
    </ul>
  );
}
