import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, FormField, fieldAria } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';

/** What a labelled field adds to its control: the label, a hint, the error and the field's layout. */
interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The field's place in its form's grid ('md:col-span-2'); the control's own look is `controlClassName`. */
  className?: string;
  controlClassName?: string;
}

/**
 * Makes the labelled field of a control: its label, hint and error around it, wired up for screen
 * readers, the control taking every other prop (`register('name')` spread on it).
 */
function labelled<Props extends { className?: string }>(Control: (props: Props) => ReactNode) {
  return function LabelledField({
    label,
    hint,
    error,
    className,
    controlClassName,
    ...props
  }: FieldFrame & Omit<Props, 'className'>) {
    const id = useId();
    return (
      <Field id={id} label={label} hint={hint} error={error} className={className}>
        <Control {...fieldAria(id, error)} {...(props as unknown as Props)} className={controlClassName} />
      </Field>
    );
  };
}

/**
 * A labelled number box: whole numbers (counts, limits, positions), or with `rupees` an amount to
 * the paisa. `min` is 0 unless given; `register('name', { valueAsNumber: true })` is spread on it.
 */
export function NumberField({ rupees = false, ...props }: ComponentProps<typeof FormField> & { rupees?: boolean }) {
  return (
    <FormField type="number" inputMode={rupees ? 'decimal' : 'numeric'} step={rupees ? '0.01' : 1} min={0} {...props} />
  );
}

/** A number box's value where it may be left empty: an empty box is "none" (null). */
export const optionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** A labelled text area. */
export const TextareaField = labelled<ComponentProps<typeof Textarea>>(Textarea);

/** A labelled select; its options are the children. */
export const SelectField = labelled<ComponentProps<typeof Select>>(Select);

/** Rows a lines field grows to at most, so a long list scrolls inside it. */
const MAX_ROWS = 14;

/**
 * A list of short texts (topics, terms, e-mails) edited as lines of a text area: the form holds the
 * list, `split` makes it from what is typed (one item a line, blank lines left out, unless said).
 * The text area is tall enough for every line, up to a point, and at least `rows` high.
 */
export function LinesField<Values extends FieldValues, Parsed extends FieldValues = Values>({
  control,
  name,
  split = lines,
  rows = 4,
  error,
  ...frame
}: FieldFrame & {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  split?: (text: string) => string[];
  rows?: number;
  lang?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const items = (field.value as string[] | undefined) ?? [];
        return (
          <LinesTextarea
            {...frame}
            items={items}
            split={split}
            rows={Math.min(MAX_ROWS, Math.max(rows, items.length + 1))}
            error={error ?? fieldState.error?.message ?? firstItemError(fieldState.error)}
            onItemsChange={field.onChange}
            onBlur={field.onBlur}
          />
        );
      }}
    />
  );
}

/**
 * Keeps what was typed (a blank line about to hold the next item) while it still makes the form's
 * list; a list the form changed itself (a reset after saving) is shown as its lines.
 */
function LinesTextarea({
  items,
  split,
  onItemsChange,
  ...props
}: FieldFrame & {
  items: string[];
  split: (text: string) => string[];
  onItemsChange: (items: string[]) => void;
  rows: number;
  lang?: string;
  onBlur: () => void;
}) {
  const [typed, setTyped] = useState(() => items.join('\n'));
  const typedItems = split(typed);
  const current = typedItems.length === items.length && typedItems.every((item, index) => item === items[index]);
  return (
    <TextareaField
      {...props}
      controlClassName={cn('min-h-0', props.controlClassName)}
      value={current ? typed : items.join('\n')}
      onChange={(event) => {
        setTyped(event.target.value);
        onItemsChange(split(event.target.value));
      }}
    />
  );
}

/** One item a line, blank lines left out. */
function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A list field's error may sit on one of its items rather than on the list. */
function firstItemError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const item of Object.values(error)) {
    if (item && typeof item === 'object' && 'message' in item && typeof item.message === 'string') return item.message;
  }
  return undefined;
}
