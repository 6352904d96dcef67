import type { AdminOrder } from '@makerbazaar/core';
import { XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { FormRefusal } from '../components/form-refusal';
import { useOrderTransition } from './api/orders';

/** "Cancel order": puts the items back in stock and tells the customer why. */
export function CancelDialog({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useOrderTransition(order.id);
  const id = useId();
  const paid = order.payment_status === 'completed';
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
        <DialogDescription>
          Its items go back in stock and the customer is e-mailed.
          {paid ? ' The order was paid online: refund it afterwards with Refund.' : ''}
        </DialogDescription>
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
          <Field id={id} label="Reason for the customer (optional)" error={undefined}>
            <Textarea
              {...fieldAria(id, undefined)}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <div className="flex justify-end gap-2">
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
