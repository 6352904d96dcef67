import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { FormRefusal } from '../components/form-refusal';

/** What a confirmation needs of the change it asks about: TanStack Query's mutation fits. */
interface ConfirmedAction {
  error: unknown;
  isPending: boolean;
  reset: () => void;
}

/**
 * Asks before a change that is hard to take back (removing staff, deactivating an account, leaving
 * unsaved changes). With an `action`, the server's refusal stays in the dialog; closing it forgets
 * the refusal.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  action,
  failed,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel = 'Saving…',
  destructive = true,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The request the confirmation makes, when it makes one. */
  action?: ConfirmedAction;
  /** Said when the server refuses without a reason of its own. */
  failed?: string;
  confirmLabel: string;
  cancelLabel?: string;
  pendingLabel?: string;
  destructive?: boolean;
  /** Makes the change; `close` closes the dialog once it is made. */
  onConfirm: (close: () => void) => void;
}) {
  const close = () => {
    action?.reset();
    onClose();
  };
  const refusal = action?.error
    ? (action.error instanceof ApiError && action.error.serverMessage) || failed
    : undefined;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <FormRefusal message={refusal} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            disabled={action?.isPending}
            onClick={() => onConfirm(close)}
          >
            {action?.isPending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
