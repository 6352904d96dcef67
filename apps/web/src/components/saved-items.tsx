import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { LoadProblem } from '@/components/ui/load-problem';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** What the server said about a refused change, or the screen's own words when it said nothing readable. */
const refusal = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

/** A change to one saved thing by its id (make it the default, delete it), as a mutation hook returns it. */
export interface SavedItemChange<Id> {
  isPending: boolean;
  mutate: (id: Id, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/** What the customer is told after the change: `done` in a toast, or the server's refusal, else `failed`. */
interface ChangeWords {
  done: string;
  failed: string;
}

/** Runs `change` on `id`, toasts how it went, and calls `onDone` when it went through. */
function runChange<Id>(change: SavedItemChange<Id>, id: Id, { done, failed }: ChangeWords, onDone?: () => void) {
  change.mutate(id, {
    onSuccess: () => {
      toast.success(done);
      onDone?.();
    },
    onError: (error) => toast.error(refusal(error, failed)),
  });
}

export interface SavedItemsPageProps<Item extends { id: string | number }> {
  title: ReactNode;
  description: ReactNode;
  /** Shown between the heading and the list. */
  note?: ReactNode;
  /** The saved items; undefined while they load or when they could not be loaded. */
  items: readonly Item[] | undefined;
  /** How many the customer may keep: the add button leaves the heading at this many. */
  max: number;
  /** The dialog that adds one, with its own trigger. */
  add: ReactNode;
  load: { error: unknown; refetch: () => unknown; isRefetching: boolean; failedTitle: ReactNode };
  empty: { icon: ReactNode; title: ReactNode; description: ReactNode };
  /** Classes of a card's loading placeholder (its height). */
  placeholderClassName: string;
  renderItem: (item: Item, remove: () => void) => ReactNode;
  /** The dialog that confirms deleting `item` (null when none is being deleted). */
  renderDelete: (item: Item | null, close: () => void) => ReactNode;
}

/**
 * A customer's saved things (addresses, payment methods): a heading with the add button, the cards in
 * a grid, and the load error, loading and empty states; deleting goes through one confirming dialog.
 */
export function SavedItemsPage<Item extends { id: string | number }>({
  title,
  description,
  note,
  items,
  max,
  add,
  load,
  empty,
  placeholderClassName,
  renderItem,
  renderDelete,
}: SavedItemsPageProps<Item>) {
  const [deleting, setDeleting] = useState<Item | null>(null);
  return (
    <PageContainer className="py-8">
      <PageHeader title={title} description={description}>
        {items && items.length > 0 && items.length < max ? add : null}
      </PageHeader>
      {note}
      {load.error ? (
        <LoadProblem
          query={load}
          failed={{ title: load.failedTitle, description: <Trans>Please try again.</Trans> }}
          retryLabel={<Trans>Try again</Trans>}
        />
      ) : !items ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <Skeleton className={placeholderClassName} />
          <Skeleton className={placeholderClassName} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description}>
          {add}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>{renderItem(item, () => setDeleting(item))}</li>
          ))}
        </ul>
      )}
      {renderDelete(deleting, () => setDeleting(null))}
    </PageContainer>
  );
}

/** One saved thing: what it is, then its actions, making it the default (unless it is) and deleting it. */
export function SavedItemCard<Id>({
  item,
  label,
  children,
  actions,
  makeDefault,
  onDelete,
}: {
  item: { id: Id; is_default: boolean };
  /** The card's accessible name. */
  label: string;
  children: ReactNode;
  /** Actions before the default and delete buttons (e.g. Edit). */
  actions?: ReactNode;
  makeDefault: ChangeWords & { label: ReactNode; change: SavedItemChange<Id> };
  onDelete: () => void;
}) {
  return (
    <Card role="article" aria-label={label} className="flex h-full flex-col gap-4 p-5">
      {children}
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-4">
        {actions}
        {item.is_default ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={makeDefault.change.isPending}
            onClick={() => runChange(makeDefault.change, item.id, makeDefault)}
          >
            <Icon name="star" /> {makeDefault.label}
          </Button>
        )}
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete}>
          <Icon name="trash" /> <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
  );
}

/**
 * Asks before deleting the saved thing `id` (open while it is not null), deletes it with `remove` and
 * closes when that went through; it cannot be closed while the deletion runs.
 */
export function ConfirmDeleteDialog<Id>({
  id,
  remove,
  words,
  title,
  description,
  onClose,
  className,
}: {
  id: Id | null;
  remove: SavedItemChange<Id>;
  words: ChangeWords;
  title: ReactNode;
  description: ReactNode;
  onClose: () => void;
  className?: string;
}) {
  const pending = remove.isPending;
  return (
    <Dialog open={id !== null} onOpenChange={(next) => (next || pending ? null : onClose())}>
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => id !== null && runChange(remove, id, words, onClose)}
          >
            {pending ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="trash" />}
            <Trans>Delete</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
