import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { Input, Label } from './input';

/** The aria wiring of a control whose error message is rendered by `Field` with the same `id`. */
export function fieldAria(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/**
 * A label, any control (spread `fieldAria(id, error)` on it) and its error message. Use it for
 * selects, text areas and inputs with extra parts; `FormField` covers the plain input.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error message wired up for screen readers. */
export function FormField({
  label,
  error,
  hint,
  className,
  ...props
}: ComponentProps<typeof Input> & { label: string; error?: string; hint?: ReactNode }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <Input {...fieldAria(id, error)} {...props} />
    </Field>
  );
}
