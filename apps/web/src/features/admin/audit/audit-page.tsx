import { type AuditEntry, SHOP_DATE_RANGE } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { X } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useListParams } from '../components/list-params';
import { useTypedSearch } from '../components/use-typed-search';
import { LIST_PAGE_SIZE, ListPage } from '../kit/list-page';
import { useStaff } from '../staff/api/get-staff';
import { type AuditFilters, useAuditLog } from './api/get-audit';
import { AuditChanges } from './audit-changes';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 23 Nov 2026, 8:30 pm IST: the shop works on India time whatever the browser's zone. */
function formatIndiaTime(iso: string): string {
  return `${indiaTime.format(new Date(iso))} IST`;
}

/** /admin/audit: every staff write, newest first, filtered through the URL (owners only). */
export default function AuditPage() {
  const { params, page, setParams } = useListParams();
  const filters: AuditFilters = { entity: params.entity, actor: params.actor, from: params.from, to: params.to };
  const audit = useAuditLog(filters, page, LIST_PAGE_SIZE);
  const filtered = Object.values(filters).some(Boolean);

  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        // One column, the sentence first, so it keeps the width on a phone.
        id: 'entry',
        header: 'What happened, when and by whom',
        cell: ({ row: { original: entry } }) => (
          <div className="grid min-w-0 max-w-3xl gap-1">
            <p className="font-medium [overflow-wrap:anywhere]">{entry.summary}</p>
            <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
              <time dateTime={entry.created_at} className="whitespace-nowrap tabular-nums">
                {formatIndiaTime(entry.created_at)}
              </time>
              <span aria-hidden>·</span>
              {entry.actor_id === null ? (
                <span>{entry.actor_username}</span>
              ) : (
                <button
                  type="button"
                  className="font-medium hover:text-primary hover:underline"
                  onClick={() => setParams({ actor: entry.actor_id })}
                  title={`Show only what ${entry.actor_username} did`}
                >
                  {entry.actor_username}
                </button>
              )}
            </p>
            <AuditEntryDetails entry={entry} onEntity={setParams} />
          </div>
        ),
      },
    ],
    [setParams],
  );

  return (
    <ListPage
      title="Audit log"
      description="Every change made in the back office, newest first. Entries cannot be edited or deleted."
      toolbar={
        <>
          <AuditFilterBar filters={filters} onChange={setParams} />
          {filtered ? (
            <div className="-mt-2 mb-4">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setParams({ entity: undefined, actor: undefined, from: undefined, to: undefined })}
              >
                <X aria-hidden /> Clear filters
              </Button>
            </div>
          ) : null}
        </>
      }
      caption="Audit log entries"
      columns={columns}
      query={audit}
      failed="The audit log could not be loaded."
      list={{ page, setParams }}
      empty={filtered ? 'No entry matches these filters.' : 'Nothing has been changed in the back office yet.'}
    />
  );
}

/**
 * What the log keeps of an entry, behind "Details": the action, the entity and its id (a filter by
 * that entity), and each changed field before and after.
 */
function AuditEntryDetails({
  entry,
  onEntity,
}: {
  entry: AuditEntry;
  onEntity: (changes: { entity: string }) => void;
}) {
  return (
    <details className="text-xs">
      <summary className="w-fit cursor-pointer text-primary hover:underline">Details</summary>
      <div className="mt-2 grid gap-2 rounded-md border bg-muted/30 p-2">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <code className="rounded bg-muted px-1.5 py-0.5 whitespace-nowrap">{entry.action}</code>
          <span className="whitespace-nowrap">
            <button
              type="button"
              className="hover:text-primary hover:underline"
              onClick={() => onEntity({ entity: entry.entity })}
              title={`Show only changes to ${entry.entity}`}
            >
              {entry.entity}
            </button>{' '}
            <span className="text-muted-foreground">#{entry.entity_id}</span>
          </span>
        </span>
        <AuditChanges changes={entry.changes} />
      </div>
    </details>
  );
}

function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (changes: Partial<Record<keyof AuditFilters, string>>) => void;
}) {
  const id = useId();
  const staff = useStaff(1, 100);
  const people = staff.data?.results ?? [];
  // Someone no longer on the staff still has entries: their id stays choosable once in the URL.
  const formerActor = filters.actor && !people.some((person) => String(person.id) === filters.actor);

  const searchEntity = useCallback((value: string) => onChange({ entity: value }), [onChange]);
  const [entity, setEntity] = useTypedSearch(filters.entity ?? '', searchEntity);

  return (
    <search aria-label="Filter the audit log" className="mb-4 rounded-lg border bg-card p-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Field id={`${id}-entity`} label="Entity" error={undefined}>
          <Input
            id={`${id}-entity`}
            type="search"
            value={entity}
            placeholder="e.g. product"
            spellCheck={false}
            onChange={(event) => setEntity(event.target.value)}
          />
        </Field>
        <Field id={`${id}-actor`} label="Who" error={undefined}>
          <Select
            id={`${id}-actor`}
            value={filters.actor ?? ''}
            onChange={(event) => onChange({ actor: event.target.value })}
          >
            <option value="">Anyone</option>
            {people.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.username}
              </option>
            ))}
            {formerActor ? <option value={filters.actor}>Former staff member #{filters.actor}</option> : null}
          </Select>
        </Field>
        <Field id={`${id}-from`} label="From" error={undefined}>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from ?? ''}
            min={SHOP_DATE_RANGE.first}
            max={filters.to ?? SHOP_DATE_RANGE.last}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </Field>
        <Field id={`${id}-to`} label="To" error={undefined}>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to ?? ''}
            min={filters.from ?? SHOP_DATE_RANGE.first}
            max={SHOP_DATE_RANGE.last}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </Field>
      </div>
      {/* The server counts whole UTC days (GET /api/admin/audit/), while the rows show India time. */}
      <p className="mt-2 text-xs text-muted-foreground">
        Dates run from midnight to midnight UTC, that is 5:30 am to 5:30 am India time.
      </p>
    </search>
  );
}
