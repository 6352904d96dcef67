import { Trans, useLingui } from '@lingui/react/macro';
import { ADDRESS_TYPES, type Address, type AddressInput, addressInputSchema } from '@makerbazaar/core';
import { type ReactNode, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DefaultCheckbox, FormDialog } from '@/components/form-dialog';
import { showServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { ADDRESS_TYPE_MESSAGES } from './address-card';
import { AddressFields } from './address-fields';
import { useSaveAddress } from './api/addresses';

type AddressValues = z.output<typeof addressInputSchema>;

const ADDRESS_FIELDS = ['name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode', 'type'] as const;

const blank: AddressInput = {
  name: '',
  phone: '',
  line1: '',
  line2: '',
  city: '',
  state: '' as AddressInput['state'],
  pincode: '',
  type: 'home',
  is_default: false,
};

function valuesOf(address: Address | undefined): AddressInput {
  if (!address) return blank;
  const { id: _id, ...fields } = address;
  return { ...fields, state: fields.state as AddressInput['state'] };
}

/** Adds an address, or edits `address`; the dialog opens from `trigger`. */
export function AddressFormDialog({ address, trigger }: { address?: Address; trigger: ReactNode }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const save = useSaveAddress();
  const form = useForm<AddressInput, unknown, AddressValues>({
    resolver: formResolver(addressInputSchema),
    defaultValues: valuesOf(address),
  });

  function submit(values: AddressValues) {
    save.mutate(
      { id: address?.id ?? null, address: values },
      {
        onSuccess: () => {
          toast.success(address ? t`Address updated` : t`Address saved`);
          setOpen(false);
        },
        onError: (error) => {
          showServerErrors(error, form.setError, ADDRESS_FIELDS, t`The address could not be saved.`);
        },
      },
    );
  }

  return (
    <FormProvider {...form}>
      <FormDialog
        trigger={trigger}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) form.reset(valuesOf(address));
        }}
        title={address ? <Trans>Edit address</Trans> : <Trans>Add a new address</Trans>}
        description={<Trans>Where we deliver: couriers call this number if they cannot find you.</Trans>}
        className="max-w-xl"
        onSubmit={form.handleSubmit(submit)}
        saving={save.isPending}
        saveLabel={address ? <Trans>Save changes</Trans> : <Trans>Save address</Trans>}
      >
        <AddressFields />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">
            <Trans>Address type</Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            {ADDRESS_TYPES.map((type) => (
              <label
                key={type}
                className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/5"
              >
                <input type="radio" value={type} className="accent-primary" {...form.register('type')} />
                {i18n._(ADDRESS_TYPE_MESSAGES[type])}
              </label>
            ))}
          </div>
        </fieldset>
        {address?.is_default ? null : (
          <DefaultCheckbox control={form.control} name="is_default" id="address-is-default">
            <Trans>Make this my default address</Trans>
          </DefaultCheckbox>
        )}
      </FormDialog>
    </FormProvider>
  );
}
