import { type AdminOrder, type OrderRefund, type OrderRefundInput, orderRefundInputSchema } from '@makerbazaar/core';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { FormRefusal } from '../components/form-refusal';
import { useRefundOrder } from './api/orders';

/**
 * "Refund": part or all of what is left of a payment. An online payment goes back through the
 * gateway; cash collected on delivery is given back by a bank transfer staff make outside the shop,
 * which the dialog records with its reference (UTR).
 */
export function RefundDialog({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const left = formatRupees(order.refundable_amount);
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
          {order.payment_method === 'cod'
            ? 'This order was paid in cash on delivery, so the shop cannot send the money back itself: transfer it to the customer’s bank account (NEFT, IMPS or UPI) first, then record the transfer here.'
            : 'The money goes back to the customer’s original payment method.'}{' '}
          The customer is told by e-mail, and an invoiced order gets a credit note for the amount. Up to {left} can
          still be refunded.
        </DialogDescription>
        {open ? <RefundForm order={order} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The lines whose goods may still go back on the shelf: a cancelled order's went back when it was cancelled. */
function restockableLines(order: AdminOrder) {
  if (order.status === 'cancelled') return [];
  return order.items.flatMap((item) =>
    item.product_id !== null && item.quantity > item.restocked
      ? [{ ...item, left: item.quantity - item.restocked }]
      : [],
  );
}

function RefundForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const byBank = order.payment_method === 'cod';
  const refund = useRefundOrder(order.id);
  const lines = restockableLines(order);
  // Units back on the shelf, by order line, as typed; a line left at 0 sends nothing.
  const [returned, setReturned] = useState<Record<number, string>>({});
  const form = useForm<OrderRefundInput, unknown, OrderRefund>({
    resolver: formResolver(orderRefundInputSchema),
    defaultValues: { amount: order.refundable_amount, reason: '', ...(byBank ? { bank_reference: '' } : {}) },
  });
  const errors = form.formState.errors;

  function submit({ restock: _none, ...values }: OrderRefund) {
    if (values.amount > order.refundable_amount) {
      form.setError('amount', { message: `At most ${formatRupees(order.refundable_amount)} can still be refunded.` });
      return;
    }
    const restock = lines.flatMap((line) => {
      const quantity = Number(returned[line.id] || 0);
      return quantity > 0 ? [{ item_id: line.id, quantity }] : [];
    });
    const wrong = lines.find((line) => {
      const quantity = Number(returned[line.id] || 0);
      return !Number.isInteger(quantity) || quantity < 0 || quantity > line.left;
    });
    if (wrong) {
      form.setError('root.server', {
        message: `Put back between 0 and ${wrong.left} of ${wrong.name}: that is what came on the order and has not gone back yet.`,
      });
      return;
    }
    refund.mutate(restock.length > 0 ? { ...values, restock } : values, {
      onSuccess: () => {
        toast.success(
          `${formatRupees(values.amount)} refunded${byBank ? ' by bank transfer' : ''} on order ${order.order_number}.`,
        );
        onDone();
      },
      onError: (error) => {
        const refusal = placeServerErrors(
          error,
          form.setError,
          ['amount', 'reason', 'bank_reference'],
          'The refund failed. Try again.',
        );
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
      {byBank ? (
        <FormField
          label="Bank transfer reference (UTR)"
          placeholder="SBIN426012345678"
          maxLength={30}
          autoComplete="off"
          spellCheck={false}
          hint="As your bank shows it for the transfer; the customer gets it in the refund e-mail."
          error={errors.bank_reference?.message}
          {...form.register('bank_reference')}
        />
      ) : null}
      {lines.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Back on the shelf (optional)</legend>
          <p className="-mt-1 text-xs text-muted-foreground">
            Units the customer sent back that can be sold again. Each goes into the product’s stock ledger with this
            refund.
          </p>
          {lines.map((line) => (
            <div key={line.id} className="flex items-center justify-between gap-3">
              <label htmlFor={`restock-${line.id}`} className="min-w-0 text-sm [overflow-wrap:anywhere]">
                {line.name} <span className="text-xs text-muted-foreground">(up to {line.left})</span>
              </label>
              <Input
                id={`restock-${line.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                step={1}
                placeholder="0"
                className="w-20 shrink-0"
                value={returned[line.id] ?? ''}
                onChange={(event) => setReturned((typed) => ({ ...typed, [line.id]: event.target.value }))}
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : byBank ? 'Record refund' : 'Refund'}
        </Button>
      </div>
    </form>
  );
}
