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
export function ContentListToolbar({ what }: { /** "courses", "projects": for the labels. */ what: string }) {
  return (
    <FilterToolbar
      compact
      label={`Filter the ${what}`}
      searchLabel={`Search ${what} by title or slug`}
      placeholder="Search by title or slug"
      filters={[{ name: 'published', label: 'Show', options: PUBLISHED_CHOICES }]}
    />
  );
}
