import { type AddStaffInput, addStaffSchema, type StaffRole } from '@makerbazaar/core';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { DialogForm, FormDialog } from '../kit/dialog-form';
import { showRefusal } from '../kit/save-error';
import { useAddStaff } from './api/add-staff';
import { RoleChoices } from './role-choices';

const EMPTY: AddStaffInput = { account: '', roles: [] };

/** "Add staff member": gives roles to an account that already exists (the person signs up first). */
export function AddStaffDialog() {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button>
          <UserPlus aria-hidden /> Add staff member
        </Button>
      }
      title="Add a staff member"
      description="The person needs a shop account first. They get an e-mail saying they can now open the back office."
    >
      {(close) => <AddStaffForm onDone={close} />}
    </FormDialog>
  );
}

function AddStaffForm({ onDone }: { onDone: () => void }) {
  const add = useAddStaff();
  const form = useForm<AddStaffInput, unknown, z.output<typeof addStaffSchema>>({
    resolver: formResolver(addStaffSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  function submit(values: z.output<typeof addStaffSchema>) {
    add.mutate(values, {
      onSuccess: (member) => {
        toast.success(`${member.username} is now on the staff.`);
        onDone();
      },
      onError: (error) =>
        showRefusal(error, form.setError, ['account', 'roles'], 'The staff member could not be added. Try again.'),
    });
  }

  return (
    <DialogForm form={form} onSubmit={submit} saving={add.isPending} saveLabel="Add to the staff" savingLabel="Adding…">
      <FormField
        label="Username or e-mail"
        autoComplete="off"
        spellCheck={false}
        error={errors.account?.message}
        {...form.register('account')}
      />
      <Controller
        control={form.control}
        name="roles"
        render={({ field, fieldState }) => (
          <RoleChoices
            value={(field.value ?? []) as StaffRole[]}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </DialogForm>
  );
}
