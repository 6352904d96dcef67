import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const cancel = useCancelOrder();
  const orderNumber = order.order_number;
  const [open, setOpen] = useState(false);

  async function confirm() {
    try {
      const cancelled = await cancel.mutateAsync(order.id);
      const cancelledNumber = cancelled.order_number;
      toast.success(t`Order cancelled`, { description: t`Order ${cancelledNumber} has been cancelled.` });
    } catch (error) {
      toast.error(t`Could not cancel the order`, {
        description: (error instanceof ApiError && error.serverMessage) || t`Please try again.`,
      });
    }
    setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <XCircle /> <Trans>Cancel Order</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle>
          <Trans>Cancel order {orderNumber}?</Trans>
        </DialogTitle>
        <DialogDescription>
          {order.payment_status === 'completed' ? (
            <Trans>Your online payment will be refunded to the account you paid from. This cannot be undone.</Trans>
          ) : (
            <Trans>Nothing has been charged for this order. This cannot be undone.</Trans>
          )}
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={cancel.isPending} onClick={() => setOpen(false)}>
            <Trans>Keep Order</Trans>
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => void confirm()}>
            {cancel.isPending ? <Loader2 className="animate-spin" /> : null}
            <Trans>Yes, cancel order</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
