import type { AdminOrder } from '@makerbazaar/core';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { FormRefusal } from '../components/form-refusal';
import { TextareaField } from '../kit/fields';
import { useOrderTransition } from './api/orders';
import { OneWayNotice } from './one-way-confirmation';

/** "Cancel order": puts the items back in stock and tells the customer why. */
export function CancelDialog({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useOrderTransition(order.id);
  // What the shop holds of the customer's payment becomes a refund to make.
  const owed = order.refundable_amount;
  const refusal =
    cancel.error instanceof ApiError
      ? cancel.error.message
      : cancel.error
        ? 'The order could not be cancelled.'
        : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        cancel.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <XCircle aria-hidden /> Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Cancel order {order.order_number}?</DialogTitle>
        <DialogDescription>The customer reads your reason in the e-mail that tells them.</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            cancel.mutate(
              { status: 'cancelled', note: reason.trim() },
              {
                onSuccess: () => {
                  toast.success(`Order ${order.order_number} is cancelled.`);
                  setOpen(false);
                },
              },
            );
          }}
        >
          <FormRefusal message={refusal} />
          <TextareaField
            label="Reason for the customer (optional)"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <OneWayNotice>
            {`Order ${order.order_number} will be cancelled: its items go back in stock${
              owed > 0 ? `, and the ${formatRupees(owed)} the customer paid is listed among the refunds to make` : ''
            }; the customer is e-mailed.`}
          </OneWayNotice>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Keep the order
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
