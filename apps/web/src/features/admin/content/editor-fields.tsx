import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';
import { placeServerErrors } from '@/lib/form-errors';

const MAX_ROWS = 14;

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

/** A labelled on/off switch with a line saying what it does. */
export function SwitchField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  description: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={id} className="text-sm font-medium">
              {label}
            </label>
            <p className="text-xs text-muted-foreground">{description}</p>
          </div>
          <Switch id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
        </div>
      )}
    />
  );
}

/**
 * Puts a failed save on the form: a 400's messages on their fields, a taken slug (409) on the slug,
 * anything else above the form. Returns nothing: the form shows it all.
 */
export function showSaveError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
): void {
  if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
    setError('slug' as FieldPath<Values>, { type: 'server', message: error.serverMessage }, { shouldFocus: true });
    return;
  }
  const refusal = placeServerErrors(error, setError, fields, 'The changes could not be saved. Please try again.');
  if (refusal) setError('root.server' as FieldPath<Values>, { type: 'server', message: refusal });
}

/** An editor's shape while what it edits loads. */
export function EditorSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="mb-2 h-8 w-64" />
      <Skeleton className="mb-6 h-4 w-96 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** The form's last row: saving at the end of a long form without scrolling back up. */
export function EditorFooter({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="mt-6 flex justify-end border-t pt-4">
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : label}
      </Button>
    </div>
  );
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
