import { Trans } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { Label } from '@/components/ui/input';

/** A form in a dialog opened from `trigger`, closed by Cancel, with a save button that spins while saving. */
export function FormDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  className,
  onSubmit,
  saving,
  saveLabel,
  children,
}: {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's classes (its width). */
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  saveLabel: ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          {children}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Icon name="loader-circle" className="animate-spin" /> : null}
              {saveLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A form's "make this my default" tick box. */
export function DefaultCheckbox<Values extends FieldValues>({
  control,
  name,
  id,
  children,
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, boolean | undefined>;
  id: string;
  /** The label. */
  children: ReactNode;
}) {
  const { field } = useController({ control, name });
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={field.value === true}
        onCheckedChange={(checked) => field.onChange(checked === true)}
      />
      <Label htmlFor={id}>{children}</Label>
    </div>
  );
}
