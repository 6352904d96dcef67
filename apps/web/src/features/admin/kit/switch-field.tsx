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
