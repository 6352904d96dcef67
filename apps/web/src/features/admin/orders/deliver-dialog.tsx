import type { AdminOrder } from '@makerbazaar/core';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useOrderTransition } from './api/orders';
import { OneWayConfirmation } from './one-way-confirmation';

/** "Mark delivered": says what delivery records (cash collected at the door, a review invited) before it does. */
export function DeliverDialog({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const deliver = useOrderTransition(order.id);
  const cashCollected = order.payment_method === 'cod' && order.payment_status === 'pending';
  const close = (next: boolean) => {
    setOpen(next);
    deliver.reset();
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>
          <PackageCheck aria-hidden /> Mark delivered
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Mark order {order.order_number} delivered?</DialogTitle>
        <DialogDescription>Only once the courier reports the parcel handed over.</DialogDescription>
        <OneWayConfirmation
          busy={deliver.isPending}
          confirmLabel="Mark delivered"
          busyLabel="Saving…"
          backLabel="Not yet"
          refusal={
            deliver.error
              ? (deliver.error instanceof ApiError && deliver.error.serverMessage) ||
                'The order could not be marked delivered. Try again.'
              : undefined
          }
          onBack={() => close(false)}
          onConfirm={() =>
            deliver.mutate(
              { status: 'delivered', note: '' },
              {
                onSuccess: () => {
                  toast.success(`Order ${order.order_number} is delivered.`);
                  close(false);
                },
              },
            )
          }
        >
          Order {order.order_number} will be marked delivered
          {cashCollected ? `, with ${formatRupees(order.total_amount)} collected in cash` : ''}; the customer is
          e-mailed and may review what they bought.
        </OneWayConfirmation>
      </DialogContent>
    </Dialog>
  );
}
