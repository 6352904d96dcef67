import { ChevronDown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { FaqEntry } from './faq';

/** Questions that open and close on click or Enter, with the answer below. */
export function FaqList({ entries, showCategory = false }: { entries: readonly FaqEntry[]; showCategory?: boolean }) {
  return (
    <ul className="divide-y rounded-lg border bg-card shadow-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-4 hover:bg-accent/50 sm:px-5 [&::-webkit-details-marker]:hidden">
              <span className="flex-1 space-y-1.5">
                {showCategory ? <Badge variant="secondary">{entry.category}</Badge> : null}
                <span className="block font-medium leading-snug">{entry.question}</span>
              </span>
              <ChevronDown
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
