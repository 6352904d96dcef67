import { arrayMove } from '@dnd-kit/sortable';
import type { AdminFaqEntry } from '@makerbazaar/core';
import { ExternalLink, MessageCircleQuestion, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { AdminPageHeader } from '../components/admin-page';
import { SortableList, useSortableRow } from '../components/sortable-list';
import { RowSwitch } from '../kit/switch-field';
import { useEditDialog } from '../kit/use-edit-dialog';
import { useAdminFaq, useDeleteFaqEntry, useReorderFaq, useSaveFaqEntry } from './api/faq';
import { FaqEntryDialog } from './faq-entry-dialog';

function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** /admin/faq: the help page's questions in the order shown; drag to reorder, switch to publish. */
export default function FaqPage() {
  const faq = useAdminFaq();
  const reorder = useReorderFaq();
  const { edit, create, dialog } = useEditDialog<AdminFaqEntry>();
  const [deleting, setDeleting] = useState<AdminFaqEntry | null>(null);
  const entries = faq.data ?? [];

  function move(from: number, to: number) {
    const ids = arrayMove(
      entries.map((entry) => entry.id),
      from,
      to,
    );
    reorder.mutate(ids, {
      onSuccess: () => toast.success('The new order is live on the help page.'),
      onError: (error) => toast.error(messageOf(error, 'The new order was not saved. Try again.')),
    });
  }

  return (
    <>
      <AdminPageHeader
        title="FAQ"
        description="The questions on the help page, in the order customers see them. Drag a row to move it."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/help" target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden /> Help page
              </Link>
            </Button>
            <Button onClick={create}>
              <Plus aria-hidden /> New question
            </Button>
          </>
        }
      />
      {faq.isPending ? (
        <div role="status" className="grid gap-2" aria-busy="true" aria-label="Loading questions">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : faq.isError ? (
        <EmptyState title="The questions could not be loaded" description="Check your connection and try again.">
          <RetryButton variant="outline" busy={faq.isFetching} onRetry={() => faq.refetch()} />
        </EmptyState>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<MessageCircleQuestion />}
          title="No questions yet"
          description="The help page shows no questions until you add one."
        >
          <Button onClick={create}>
            <Plus aria-hidden /> New question
          </Button>
        </EmptyState>
      ) : (
        <SortableList ids={entries.map((entry) => entry.id)} what="a question" onMove={move}>
          <ol className="grid gap-2" aria-label="Questions in help page order">
            {entries.map((entry, index) => (
              <FaqRow
                key={entry.id}
                entry={entry}
                position={index + 1}
                onEdit={() => edit(entry)}
                onDelete={() => setDeleting(entry)}
              />
            ))}
          </ol>
        </SortableList>
      )}
      <FaqEntryDialog {...dialog} />
      <DeleteFaqDialog entry={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function FaqRow({
  entry,
  position,
  onEdit,
  onDelete,
}: {
  entry: AdminFaqEntry;
  position: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { row, handle } = useSortableRow(entry.id, `Move “${entry.question}”, position ${position}`);
  const save = useSaveFaqEntry();

  function setPublished(published: boolean) {
    save.mutate(
      { id: entry.id, values: { is_published: published } },
      {
        onSuccess: () =>
          toast.success(published ? 'The question is on the help page.' : 'The question is hidden from the help page.'),
        onError: (error) => toast.error(messageOf(error, 'The change was not saved. Try again.')),
      },
    );
  }

  return (
    <li
      {...row}
      className={cn(
        'flex items-center gap-3 rounded-lg border bg-card px-3 py-2.5',
        !entry.is_published && 'bg-muted/40',
        row.className,
      )}
    >
      {handle}
      <span className="hidden w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums sm:block">
        {position}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{entry.category}</Badge>
          {entry.is_published ? null : <Badge variant="outline">Draft</Badge>}
        </div>
        <button
          type="button"
          onClick={onEdit}
          className={cn(
            'mt-1 block text-left font-medium [overflow-wrap:anywhere] hover:underline',
            !entry.is_published && 'text-muted-foreground',
          )}
        >
          {entry.question}
        </button>
      </div>
      <RowSwitch
        checked={entry.is_published}
        busy={save.isPending}
        onCheckedChange={setPublished}
        label={`Publish “${entry.question}”`}
        state={entry.is_published ? 'Published' : 'Draft'}
      />
      <div className="flex shrink-0 items-center">
        <Button variant="ghost" size="icon-sm" onClick={onEdit} aria-label={`Edit “${entry.question}”`}>
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          aria-label={`Delete “${entry.question}”`}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}

function DeleteFaqDialog({ entry, onClose }: { entry: AdminFaqEntry | null; onClose: () => void }) {
  const remove = useDeleteFaqEntry();
  function confirm() {
    if (!entry) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast.success('The question is deleted.');
        onClose();
      },
      onError: (error) => toast.error(messageOf(error, 'The question could not be deleted. Try again.')),
    });
  }
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Delete this question?</DialogTitle>
        <DialogDescription>
          “{entry?.question}” leaves the help page for good. To hide it for a while, unpublish it instead.
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
