import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FormField, fieldAria } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { AdminPanel } from '../components/admin-page';

const MAX_ROWS = 14;

/** "course" → "Course": a content kind's noun at the start of a title or label. */
export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A text area that grows with what is written in it, up to a point, so long answers and steps show whole. */
export const GROWING = 'field-sizing-content max-h-96';

/** A list of short phrases edited as lines of text, one item a line; blank lines are dropped on save. */
export function LinesField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  rows = 4,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  hint?: ReactNode;
  rows?: number;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const lines = (field.value as string[] | undefined) ?? [];
        return (
          <Field
            id={id}
            label={label}
            hint={hint}
            error={fieldState.error?.message ?? firstItemError(fieldState.error)}
          >
            <Textarea
              {...fieldAria(id, fieldState.error ? 'invalid' : undefined)}
              // Tall enough for every line, so nothing hides behind a scroll bar.
              rows={Math.min(MAX_ROWS, Math.max(rows, lines.length + 1))}
              className="min-h-0"
              value={lines.join('\n')}
              onChange={(event) => field.onChange(event.target.value.split('\n'))}
              onBlur={field.onBlur}
            />
          </Field>
        );
      }}
    />
  );
}

/** A list field's error may sit on one of its items rather than on the list. */
function firstItemError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const item of Object.values(error)) {
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string') return item.message;
  }
  return undefined;
}

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
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
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
