import type { StaffMember } from '@makerbazaar/core';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { FormRefusal } from '../components/form-refusal';
import { useRemoveStaff } from './api/remove-staff';

/** Asks before taking every role from `member`; the server's refusal (the last owner) stays in the dialog. */
export function RemoveStaffDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const remove = useRemoveStaff();
  const close = () => {
    remove.reset();
    onClose();
  };
  const refusal = remove.error
    ? (remove.error instanceof ApiError && remove.error.serverMessage) ||
      'The staff member could not be removed. Try again.'
    : undefined;

  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>Remove {member?.username} from the staff?</DialogTitle>
        <DialogDescription>
          They lose access to the back office at once. Their shop account, orders and history stay as they are.
        </DialogDescription>
        <FormRefusal message={refusal} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending || !member}
            onClick={() =>
              member &&
              remove.mutate(member.id, {
                onSuccess: () => {
                  toast.success(`${member.username} was removed from the staff.`);
                  close();
                },
              })
            }
          >
            {remove.isPending ? 'Removing…' : 'Remove from staff'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
