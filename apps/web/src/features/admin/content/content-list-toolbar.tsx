import { Badge } from '@/components/ui/badge';
import { FilterToolbar } from '../kit/filter-toolbar';

/** Published on the storefront, or a draft only staff see. */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge variant="success">Published</Badge> : <Badge variant="outline">Draft</Badge>;
}

const PUBLISHED_CHOICES = [
  { value: '', label: 'Published and drafts' },
  { value: 'true', label: 'Published only' },
  { value: 'false', label: 'Drafts only' },
];

/**
 * Search by words in the title or slug and a published/draft filter, both kept in the address bar
 * (`?q=`, `?published=true|false`).
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
  return (
    <FilterToolbar
      compact
      label={`Filter the ${what}`}
      searchLabel={`Search ${what} by title or slug`}
      q={q}
      placeholder="Search by title or slug"
      filters={[{ name: 'published', label: 'Show', value: published ?? '', options: PUBLISHED_CHOICES }]}
      onChange={onChange}
    />
  );
}
