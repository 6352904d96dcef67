import type { Order } from '@makerbazaar/core';
import { Loader2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api/cancel-order';

/** 'Cancel Order' behind a confirmation; the server may still refuse (409) and says why. */
export function CancelOrderButton({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  const [open, setOpen] = useState(false);

  async function confirm() {
    try {
      const cancelled = await cancel.mutateAsync(order.id);
      toast.success('Order cancelled', { description: `Order ${cancelled.order_number} has been cancelled.` });
    } catch (error) {
      toast.error('Could not cancel the order', {
        description: (error instanceof ApiError && error.serverMessage) || 'Please try again.',
      });
    }
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <XCircle /> Cancel Order
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle>Cancel order {order.order_number}?</DialogTitle>
        <DialogDescription>
          {order.payment_status === 'completed'
            ? 'Your online payment will be refunded to the account you paid from.'
            : 'Nothing has been charged for this order.'}{' '}
          This cannot be undone.
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={cancel.isPending} onClick={() => setOpen(false)}>
            Keep Order
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending ? <Loader2 className="animate-spin" /> : null}
            Yes, cancel order
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
