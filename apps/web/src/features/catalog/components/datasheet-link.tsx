import { Trans } from '@lingui/react/macro';
import { Icon } from '@/components/ui/icon';

/** The address as a web link, or null for anything else (which the editor refuses anyway). */
function webAddress(href: string): URL | null {
  if (!URL.canParse(href)) return null;
  const url = new URL(href);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/** A link straight to a PDF file, rather than to a web page (the maker's product page). */
function isPdf(url: URL): boolean {
  return url.pathname.toLowerCase().endsWith('.pdf');
}

/**
 * A product's datasheet, opened in a new tab: named a PDF only when it is one, and with the site it
 * leads to (the maker's, for the sample parts), so the customer knows where the link goes.
 */
export function DatasheetLink({ href }: { href: string }) {
  const url = webAddress(href);
  if (!url) return null;
  const site = url.hostname.replace(/^www\./, '');
  return (
    <a
      href={url.href}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-3 rounded-lg border bg-card p-4 hover:border-primary/50"
    >
      <Icon name="file-text" className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block font-semibold">
          {isPdf(url) ? <Trans>Datasheet (PDF)</Trans> : <Trans>Datasheet</Trans>}
        </span>{' '}
        <span className="block text-xs break-words text-muted-foreground">
          <Trans>{site} · opens in a new tab</Trans>
        </span>
      </span>
    </a>
  );
}
