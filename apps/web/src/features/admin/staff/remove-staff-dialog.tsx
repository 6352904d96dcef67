import type { StaffMember } from '@makerbazaar/core';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useRemoveStaff } from './api/remove-staff';

/** Asks before taking every role from `member`; the server's refusal (the last owner) stays in the dialog. */
export function RemoveStaffDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const remove = useRemoveStaff();
  return (
    <ConfirmDialog
      open={member !== null}
      onClose={onClose}
      title={`Remove ${member?.username ?? ''} from the staff?`}
      description="They lose access to the back office at once. Their shop account, orders and history stay as they are."
      action={remove}
      failed="The staff member could not be removed. Try again."
      confirmLabel="Remove from staff"
      pendingLabel="Removing…"
      onConfirm={(close) =>
        member &&
        remove.mutate(member.id, {
          onSuccess: () => {
            toast.success(`${member.username} was removed from the staff.`);
            close();
          },
        })
      }
    />
  );
}
