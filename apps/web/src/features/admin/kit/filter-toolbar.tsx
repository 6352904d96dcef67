import { Search } from 'lucide-react';
import { useCallback, useId } from 'react';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useListParams } from '../components/list-params';
import { useTypedSearch } from '../components/use-typed-search';

/** One choice of a list's toolbar, kept in the address bar as `?name=value` ('' is all). */
export interface ListFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/**
 * A list's search box (`?q=`) and filters, read from and written to the address bar
 * (`useListParams`), so a reload or a shared link shows the same rows. The search asks once typing
 * pauses; a value the list does not know shows as its filter's first choice. Labelled, it is
 * a panel with a label over each control; compact, one row whose controls are named for screen
 * readers only, for lists whose filters speak for themselves.
 */
export function FilterToolbar({
  label,
  searchLabel = 'Search',
  placeholder,
  filters,
  compact = false,
}: {
  /** The search landmark's name: "Search the orders". */
  label: string;
  /** The search box's name. */
  searchLabel?: string;
  placeholder: string;
  filters: ListFilter[];
  compact?: boolean;
}) {
  const id = useId();
  const { params, setParams } = useListParams();
  const search = useCallback((value: string) => setParams({ q: value }), [setParams]);
  const [typed, setTyped] = useTypedSearch(params.q ?? '', search);
  const searchBox = (
    <Input
      id={`${id}-q`}
      type="search"
      aria-label={compact ? searchLabel : undefined}
      value={typed}
      maxLength={100}
      placeholder={placeholder}
      className={compact ? 'pl-9' : undefined}
      onChange={(event) => setTyped(event.target.value)}
    />
  );

  return (
    <search aria-label={label} className={cn('mb-4', !compact && 'rounded-lg border bg-card p-4')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:flex-nowrap">
        {compact ? (
          <div className="relative min-w-56 flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            {searchBox}
          </div>
        ) : (
          <Field id={`${id}-q`} label={searchLabel} error={undefined} className="min-w-0 flex-1">
            {searchBox}
          </Field>
        )}
        {filters.map((filter) =>
          compact ? (
            <FilterSelect
              key={filter.name}
              id={`${id}-${filter.name}`}
              filter={filter}
              value={params[filter.name] ?? ''}
              compact
              onChange={setParams}
            />
          ) : (
            <Field
              key={filter.name}
              id={`${id}-${filter.name}`}
              label={filter.label}
              error={undefined}
              className="sm:w-56"
            >
              <FilterSelect
                id={`${id}-${filter.name}`}
                filter={filter}
                value={params[filter.name] ?? ''}
                onChange={setParams}
              />
            </Field>
          ),
        )}
      </div>
    </search>
  );
}

function FilterSelect({
  id,
  filter,
  value,
  compact = false,
  onChange,
}: {
  id: string;
  filter: ListFilter;
  value: string;
  compact?: boolean;
  onChange: (changes: Record<string, string>) => void;
}) {
  return (
    <Select
      id={id}
      aria-label={compact ? filter.label : undefined}
      value={value}
      className={compact ? 'sm:w-48' : undefined}
      onChange={(event) => onChange({ [filter.name]: event.target.value })}
    >
      {filter.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
