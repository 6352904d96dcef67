import { MAX_SPECIFICATIONS, type ProductInput } from '@makerbazaar/core';
import { Plus, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { SortableList, useSortableRow } from '../components/sortable-list';

interface SpecificationsEditorProps {
  control: Control<ProductInput>;
  register: UseFormRegister<ProductInput>;
  errors: FieldErrors<ProductInput>['specifications'];
}

/**
 * The specifications table as key/value rows: add, remove, and reorder by dragging the handle (or,
 * from the keyboard, Space on the handle then the arrow keys). The order is the one the product page shows.
 */
export function SpecificationsEditor({ control, register, errors }: SpecificationsEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'specifications' });

  return (
    <div className="grid gap-2">
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
          No specifications yet. Add rows such as “Operating Voltage: 5V”.
        </p>
      ) : (
        <div className="hidden grid-cols-[2.25rem_minmax(0,2fr)_minmax(0,3fr)_2.5rem] gap-2 px-1 text-xs font-medium text-muted-foreground sm:grid">
          <span />
          <span>Name</span>
          <span>Value</span>
          <span />
        </div>
      )}
      <SortableList ids={fields.map((field) => field.id)} what="a specification" onMove={move}>
        <ol className="grid gap-2">
          {fields.map((field, index) => (
            <SpecificationRow
              key={field.id}
              id={field.id}
              index={index}
              register={register}
              error={errors?.[index]}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      </SortableList>
      {typeof errors?.message === 'string' ? <p className="text-xs text-destructive">{errors.message}</p> : null}
      {typeof errors?.root?.message === 'string' ? (
        <p className="text-xs text-destructive">{errors.root.message}</p>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_SPECIFICATIONS}
          onClick={() => append({ name: '', value: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden /> Add specification
        </Button>
      </div>
    </div>
  );
}

function SpecificationRow({
  id,
  index,
  register,
  error,
  onRemove,
}: {
  id: string;
  index: number;
  register: UseFormRegister<ProductInput>;
  error: { name?: { message?: string }; value?: { message?: string } } | undefined;
  onRemove: () => void;
}) {
  const row = index + 1;
  const sortable = useSortableRow(id, `Move specification ${row}`);
  return (
    <li
      ref={sortable.row.ref}
      style={sortable.row.style}
      className={cn(
        'grid grid-cols-[2.25rem_minmax(0,1fr)_2.5rem] items-start gap-2 rounded-md bg-card sm:grid-cols-[2.25rem_minmax(0,2fr)_minmax(0,3fr)_2.5rem]',
        sortable.row.className,
      )}
    >
      {sortable.handle}
      <SpecificationCell
        label={`Specification ${row} name`}
        placeholder="Name"
        error={error?.name?.message}
        {...register(`specifications.${index}.name`)}
      />
      <SpecificationCell
        label={`Specification ${row} value`}
        placeholder="Value"
        error={error?.value?.message}
        className="col-start-2 sm:col-start-auto"
        {...register(`specifications.${index}.value`)}
      />
      <Button
        variant="ghost"
        size="icon"
        className="row-start-1 text-muted-foreground hover:text-destructive sm:row-start-auto"
        aria-label={`Remove specification ${row}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

/** A name or value box of a row, named for screen readers only, with its error under it. */
function SpecificationCell({
  label,
  error,
  className,
  ...input
}: ComponentProps<typeof Input> & { label: string; error: string | undefined }) {
  return (
    <div className={cn('grid gap-1', className)}>
      <Input aria-label={label} aria-invalid={error ? true : undefined} {...input} />
      {error ? <p className="text-xs text-destructive">{error}</p> : null}
    </div>
  );
}
