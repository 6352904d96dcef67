import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormRefusal } from '../components/form-refusal';

/**
 * The form inside a back-office dialog: why the server refused it, its fields, then Cancel and the
 * button that sends it.
 */
export function DialogForm<Values extends FieldValues, Parsed extends FieldValues>({
  form,
  onSubmit,
  onCancel,
  saving,
  saveLabel,
  savingLabel = 'Saving…',
  children,
}: {
  form: UseFormReturn<Values, unknown, Parsed>;
  onSubmit: SubmitHandler<Parsed>;
  onCancel: () => void;
  saving: boolean;
  /** "Create coupon", "Save roles". */
  saveLabel: string;
  savingLabel?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormRefusal message={form.formState.errors.root?.server?.message} />
      {children}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? savingLabel : saveLabel}
        </Button>
      </div>
    </form>
  );
}
