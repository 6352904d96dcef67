import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormRefusal } from '../components/form-refusal';

/** A dialog its screen opens and closes. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A back-office dialog that holds a form. The form is mounted only while the dialog is open, so
 * every opening starts from the record as it is now (or from empty).
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
}: DialogOpenProps & {
  /** The button that opens it, when the dialog keeps its own open state. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  /** The form, given the way to close the dialog once it is sent. */
  children: (close: () => void) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {open ? children(() => onOpenChange(false)) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form inside a FormDialog: why the server refused it, its fields, then Cancel (which closes
 * the dialog) and the button that sends it.
 */
export function DialogForm<Values extends FieldValues, Parsed extends FieldValues>({
  form,
  onSubmit,
  saving,
  saveLabel,
  savingLabel = 'Saving…',
  children,
}: {
  form: UseFormReturn<Values, unknown, Parsed>;
  onSubmit: SubmitHandler<Parsed>;
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
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? savingLabel : saveLabel}
        </Button>
      </div>
    </form>
  );
}
