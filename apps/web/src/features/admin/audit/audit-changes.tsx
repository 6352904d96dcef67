import type { AuditEntry } from '@makerbazaar/core';
import { ArrowRight } from 'lucide-react';

/** Longer than this, or not a plain value, and a change folds away behind "Show full values". */
const INLINE_LIMIT = 60;

const isPlain = (value: unknown) => typeof value !== 'object' || value === null;

/** A recorded value as one readable line: lists joined, nothing shown as a dash. */
function summarise(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every(isPlain)) {
    return value.length === 0 ? '(none)' : value.map((item) => String(item)).join(', ');
  }
  if (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isPlain)) {
    const pairs = Object.entries(value);
    return pairs.length === 0 ? '(none)' : pairs.map(([key, item]) => `${key}: ${String(item)}`).join(', ');
  }
  return JSON.stringify(value);
}

const isStructured = (value: unknown) => !isPlain(value) && !(Array.isArray(value) && value.every(isPlain));

const clip = (text: string) => (text.length > INLINE_LIMIT ? `${text.slice(0, INLINE_LIMIT - 1)}…` : text);

function FullValue({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <div className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">{label}</div>
      <pre className="mt-1 max-h-64 overflow-auto rounded bg-muted/60 p-2 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
        {typeof value === 'string' ? value : JSON.stringify(value ?? null, null, 2)}
      </pre>
    </div>
  );
}

/** The fields one staff write changed, each as `field: before → after`; long values expand. */
export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="text-muted-foreground">No field changed</span>;
  return (
    <dl className="@container grid max-w-xl gap-1 text-xs">
      {fields.map(([field, { before, after }]) => {
        const [was, is] = [summarise(before), summarise(after)];
        const long =
          isStructured(before) || isStructured(after) || was.length > INLINE_LIMIT || is.length > INLINE_LIMIT;
        return (
          <div key={field} className="min-w-0">
            <div className="flex flex-wrap items-baseline gap-x-1.5">
              <dt className="font-mono text-muted-foreground">{field}:</dt>
              <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5">
                <span className="break-words text-muted-foreground">{clip(was)}</span>
                <ArrowRight className="size-3 shrink-0 self-center text-muted-foreground" aria-label="changed to" />
                <span className="break-words font-medium">{clip(is)}</span>
              </dd>
            </div>
            {long ? (
              <details className="mt-1">
                <summary className="cursor-pointer text-primary hover:underline">Show full values</summary>
                <div className="mt-1 grid gap-2 @md:grid-cols-2">
                  <FullValue label="Before" value={before} />
                  <FullValue label="After" value={after} />
                </div>
              </details>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}
