import {
  type StaffMember,
  type StaffRole,
  type UpdateStaffRolesInput,
  updateStaffRolesSchema,
} from '@makerbazaar/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { DialogForm, FormDialog } from '../kit/dialog-form';
import { showRefusal } from '../kit/save-error';
import { useUpdateStaffRoles } from './api/update-staff-roles';
import { RoleChoices } from './role-choices';

/** Changes the roles of `member` (open while there is one); `isSelf` warns before one drops their own owner role. */
export function EditRolesDialog({
  member,
  isSelf,
  onClose,
}: {
  member: StaffMember | null;
  isSelf: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Change roles of ${member?.username ?? ''}`}
      description="They see the new screens the next time a page of the back office loads."
    >
      {(close) => (member ? <EditRolesForm key={member.id} member={member} isSelf={isSelf} onDone={close} /> : null)}
    </FormDialog>
  );
}

function EditRolesForm({ member, isSelf, onDone }: { member: StaffMember; isSelf: boolean; onDone: () => void }) {
  const update = useUpdateStaffRoles();
  const form = useForm<UpdateStaffRolesInput, unknown, z.output<typeof updateStaffRolesSchema>>({
    resolver: formResolver(updateStaffRolesSchema),
    defaultValues: { roles: member.roles },
  });
  const roles = form.watch('roles') as StaffRole[];
  const droppingOwnOwnerRole = isSelf && member.roles.includes('owner') && !roles.includes('owner');

  function submit({ roles }: z.output<typeof updateStaffRolesSchema>) {
    update.mutate(
      { id: member.id, roles },
      {
        onSuccess: (changed) => {
          toast.success(`The roles of ${changed.username} were saved.`);
          onDone();
        },
        onError: (error) => showRefusal(error, form.setError, ['roles'], 'The roles could not be saved. Try again.'),
      },
    );
  }

  return (
    <DialogForm form={form} onSubmit={submit} saving={update.isPending} saveLabel="Save roles">
      <Controller
        control={form.control}
        name="roles"
        render={({ field, fieldState }) => (
          <RoleChoices value={field.value as StaffRole[]} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      {droppingOwnOwnerRole ? (
        <p className="text-sm text-warning">
          You are taking the owner role from yourself: you will no longer manage the staff or read the audit log.
        </p>
      ) : null}
    </DialogForm>
  );
}
