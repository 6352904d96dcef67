import { Trans, useLingui } from '@lingui/react/macro';
import { type UpiIdInput, upiIdInputSchema } from '@makerbazaar/core';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useSaveUpiId } from './api/payment-methods';

type UpiValues = z.output<typeof upiIdInputSchema>;

const UPI_FIELDS = ['upi_id', 'label'] as const;
const blank: UpiIdInput = { upi_id: '', label: '', is_default: false };

/** Saves a UPI ID; the dialog opens from `trigger`. */
export function UpiFormDialog({ trigger }: { trigger: ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const save = useSaveUpiId();
  const form = useForm<UpiIdInput, unknown, UpiValues>({
    resolver: formResolver(upiIdInputSchema),
    defaultValues: blank,
  });
  const errors = form.formState.errors;

  function submit(values: UpiValues) {
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t`UPI ID saved`);
        setOpen(false);
      },
      onError: (error) => {
        const message = placeServerErrors(error, form.setError, UPI_FIELDS, t`The UPI ID could not be saved.`);
        if (message) toast.error(message);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(blank);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle>
          <Trans>Add UPI ID</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Checkout offers it first, and your UPI app asks you to approve each payment with your UPI PIN, which we
            never see.
          </Trans>
        </DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
          <FormField
            label={t`UPI ID`}
            placeholder="name@okhdfcbank"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.upi_id?.message}
            {...form.register('upi_id')}
          />
          <FormField
            label={t`Label (optional)`}
            placeholder={t`e.g. Google Pay`}
            error={errors.label?.message}
            {...form.register('label')}
          />
          <Controller
            control={form.control}
            name="is_default"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="upi-is-default"
                  checked={field.value ?? false}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor="upi-is-default">
                  <Trans>Make this my default payment method</Trans>
                </Label>
              </div>
            )}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" /> : null}
              <Trans>Save UPI ID</Trans>
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
