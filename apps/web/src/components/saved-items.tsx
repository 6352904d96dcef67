import { Trans } from '@lingui/react/macro';
import { Loader2, Star, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadProblem } from '@/components/ui/load-problem';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';

/** What the server said about a refused change, or the screen's own words when it said nothing readable. */
export const refusal = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

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

/** One saved thing: what it is, then its actions, making it the default and deleting it. */
export function SavedItemCard({
  label,
  children,
  actions,
  makeDefault,
  onDelete,
}: {
  /** The card's accessible name. */
  label: string;
  children: ReactNode;
  /** Actions before the default and delete buttons (e.g. Edit). */
  actions?: ReactNode;
  /** Omitted when the item already is the default. */
  makeDefault?: { label: ReactNode; pending: boolean; onClick: () => void };
  onDelete: () => void;
}) {
  return (
    <Card role="article" aria-label={label} className="flex h-full flex-col gap-4 p-5">
      {children}
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-4">
        {actions}
        {makeDefault ? (
          <Button variant="outline" size="sm" disabled={makeDefault.pending} onClick={makeDefault.onClick}>
            <Star /> {makeDefault.label}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete}>
          <Trash2 /> <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
  );
}

/** Asks before deleting a saved thing; it cannot be closed while the deletion runs. */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  pending,
  onConfirm,
  onClose,
  className,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  className?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || pending ? null : onClose())}>
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            <Trans>Keep it</Trans>
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? <Loader2 className="animate-spin" /> : <Trash2 />}
            <Trans>Delete</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
