import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';

/** A labelled on/off switch of a form, with a line saying what it does. */
export function SwitchField<Values extends FieldValues, Parsed extends FieldValues = Values>({
  control,
  name,
  label,
  description,
}: {
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  label: string;
  /** What switching it does, when the label does not say it all. */
  description?: string;
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
            {description ? (
              <p id={`${id}-description`} className="text-xs text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
          <Switch
            id={id}
            aria-describedby={description ? `${id}-description` : undefined}
            checked={field.value === true}
            onCheckedChange={field.onChange}
          />
        </div>
      )}
    />
  );
}

/**
 * A list row's on/off switch that acts at once (show a category, publish a question): named for
 * screen readers by `label`, with the state in words beside it on wider screens.
 */
export function RowSwitch({
  checked,
  busy,
  onCheckedChange,
  label,
  state,
}: {
  checked: boolean;
  busy: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** "Show Sensors in the shop". */
  label: string;
  /** "Shown", "Draft". */
  state: string;
}) {
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <Switch id={id} checked={checked} disabled={busy} onCheckedChange={onCheckedChange} aria-label={label} />
      <label htmlFor={id} className="hidden w-16 text-sm text-muted-foreground md:block">
        {state}
      </label>
    </div>
  );
}
