import { Trans, useLingui } from '@lingui/react/macro';
import { type UpiIdInput, upiIdInputSchema } from '@makerbazaar/core';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DefaultCheckbox, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { showServerErrors } from '@/lib/form-errors';
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
        showServerErrors(error, form.setError, UPI_FIELDS, t`The UPI ID could not be saved.`);
      },
    });
  }

  return (
    <FormDialog
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(blank);
      }}
      title={<Trans>Add UPI ID</Trans>}
      description={
        <Trans>
          Checkout offers it first, and your UPI app asks you to approve each payment with your UPI PIN, which we never
          see.
        </Trans>
      }
      className="max-w-md"
      onSubmit={form.handleSubmit(submit)}
      saving={save.isPending}
      saveLabel={<Trans>Save UPI ID</Trans>}
    >
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
      <DefaultCheckbox control={form.control} name="is_default" id="upi-is-default">
        <Trans>Make this my default payment method</Trans>
      </DefaultCheckbox>
    </FormDialog>
  );
}
