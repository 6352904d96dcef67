import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { AdminPanel } from '../components/admin-page';
import { RemoveButton } from '../kit/remove-button';

/** "course" → "Course": a content kind's noun at the start of a title or label. */
export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A text area that grows with what is written in it, up to a point, so long answers and steps show whole. */
export const GROWING = 'field-sizing-content max-h-96';

/** Up, down and remove for one row of an editable list (a course's modules, a project's steps). */
export function RowControls({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** "module", "step": the buttons read "Move module 2 up". */
  label: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const name = `${label} ${index + 1}`;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
      <RemoveButton label={`Remove ${name}`} onRemove={onRemove} />
    </>
  );
}

/**
 * An editable, ordered list of titled rows (a course's modules, a project's steps): add, move,
 * remove, each row's title and whatever else the row holds.
 */
export function RowsPanel({
  title,
  noun,
  rows,
  onAdd,
  titleField,
  titleError,
  error,
  children,
}: {
  title: string;
  /** "module", "step". */
  noun: string;
  rows: { fields: { id: string }[]; move: (from: number, to: number) => void; remove: (index: number) => void };
  onAdd: () => void;
  /** The registration of row `index`'s title. */
  titleField: (index: number) => UseFormRegisterReturn;
  titleError: (index: number) => string | undefined;
  error: string | undefined;
  /** The rest of row `index`. */
  children: (index: number) => ReactNode;
}) {
  const label = capitalised(noun);
  return (
    <AdminPanel
      title={title}
      actions={
        <Button type="button" variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden /> Add {noun}
        </Button>
      }
    >
      {rows.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {noun}s yet. Add the first one.</p>
      ) : (
        <ol className="grid gap-4">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="grid min-w-0 grid-cols-1 gap-3 rounded-md border p-3">
              <div className="flex items-end gap-2">
                <FormField
                  {...titleField(index)}
                  label={`${label} ${index + 1}`}
                  error={titleError(index)}
                  className="min-w-0 flex-1"
                />
                <RowControls
                  label={noun}
                  index={index}
                  count={rows.fields.length}
                  onMove={rows.move}
                  onRemove={() => rows.remove(index)}
                />
              </div>
              {children(index)}
            </li>
          ))}
        </ol>
      )}
      {error ? <p className="mt-2 text-xs text-destructive">{error}</p> : null}
    </AdminPanel>
  );
}
