import { Search } from 'lucide-react';
import { useCallback } from 'react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTypedSearch } from '../components/use-typed-search';

/** Published on the storefront, or a draft only staff see. */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge variant="success">Published</Badge> : <Badge variant="outline">Draft</Badge>;
}

/**
 * Search by words in the title or slug and a published/draft filter, both kept in the address bar
 * (`?q=`, `?published=true|false`). Typing waits for a pause before it asks the server.
 */
export function ContentListToolbar({
  what,
  q,
  published,
  onChange,
}: {
  /** "courses", "projects": for the labels. */
  what: string;
  q: string;
  published: string | undefined;
  onChange: (changes: { q?: string; published?: string }) => void;
}) {
  const search = useCallback((value: string) => onChange({ q: value }), [onChange]);
  const [words, setWords] = useTypedSearch(q, search);

  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={`Search ${what} by title or slug`}
          placeholder="Search by title or slug"
          value={words}
          onChange={(event) => setWords(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        aria-label="Show"
        value={published ?? ''}
        onChange={(event) => onChange({ published: event.target.value })}
        className="sm:w-48"
      >
        <option value="">Published and drafts</option>
        <option value="true">Published only</option>
        <option value="false">Drafts only</option>
      </Select>
    </div>
  );
}
