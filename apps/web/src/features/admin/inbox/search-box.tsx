import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useTypedSearch } from '../components/use-typed-search';

/** A search field that updates the list a moment after typing stops, not on every key. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
}) {
  const [draft, setDraft] = useTypedSearch(value, onSearch);

  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
