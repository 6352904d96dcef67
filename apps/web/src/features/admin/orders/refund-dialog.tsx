import { type AdminOrder, type OrderRefund, type OrderRefundInput, orderRefundInputSchema } from '@makerbazaar/core';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { placeServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { FormRefusal } from '../components/form-refusal';
import { useRefundOrder } from './api/orders';

/** "Refund": part or all of what is left of an online payment, sent back through the gateway. */
export function RefundDialog({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Undo2 aria-hidden /> Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Refund order {order.order_number}</DialogTitle>
        <DialogDescription>
          The money goes back to the customer’s original payment method, and the customer is told by e-mail. An invoiced
          order gets a credit note for the amount. Up to {formatRupees(order.refundable_amount)} can still be refunded.
        </DialogDescription>
        {open ? <RefundForm order={order} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RefundForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const refund = useRefundOrder(order.id);
  const form = useForm<OrderRefundInput, unknown, OrderRefund>({
    resolver: formResolver(orderRefundInputSchema),
    defaultValues: { amount: order.refundable_amount, reason: '' },
  });
  const errors = form.formState.errors;

  function submit(values: OrderRefund) {
    if (values.amount > order.refundable_amount) {
      form.setError('amount', { message: `At most ${formatRupees(order.refundable_amount)} can still be refunded.` });
      return;
    }
    refund.mutate(values, {
      onSuccess: () => {
        toast.success(`${formatRupees(values.amount)} refunded on order ${order.order_number}.`);
        onDone();
      },
      onError: (error) => {
        const refusal = placeServerErrors(error, form.setError, ['amount', 'reason'], 'The refund failed. Try again.');
        if (refusal) form.setError('root.server', { message: refusal });
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <FormRefusal message={errors.root?.server?.message} />
      <FormField
        label="Amount (₹)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max={order.refundable_amount}
        hint={`At most ${formatRupees(order.refundable_amount)}`}
        error={errors.amount?.message}
        {...form.register('amount', { valueAsNumber: true })}
      />
      <FormField
        label="Reason"
        placeholder="Damaged in transit, item out of stock…"
        maxLength={200}
        hint="The customer reads this in the refund e-mail."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : 'Refund'}
        </Button>
      </div>
    </form>
  );
}
