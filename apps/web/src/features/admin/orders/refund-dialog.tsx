import { type AdminOrder, type OrderRefund, type OrderRefundInput, orderRefundInputSchema } from '@makerbazaar/core';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formResolver } from '@/lib/form-resolver';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { FormRefusal } from '../components/form-refusal';
import { NumberField } from '../kit/fields';
import { showRefusal } from '../kit/save-error';
import { useRefundOrder } from './api/orders';
import { ContinueButtons, OneWayConfirmation } from './one-way-confirmation';
import { formatDateTime } from './order-badges';

const GATEWAYS = { razorpay: 'Razorpay', test: 'the test gateway' } as const;

/**
 * Money of the customer's a refund can send back: what is left of the order's own payment, or of a
 * payment the order could not take (which goes back through its gateway, beside the order's books).
 */
interface RefundSource {
  key: string;
  /** The payment the order could not take; absent for the order's own payment. */
  paymentId?: string;
  label: string;
  most: number;
}

function sourcesOf(order: AdminOrder): RefundSource[] {
  const own: RefundSource[] =
    order.refundable_amount > 0
      ? [
          {
            key: 'order',
            label:
              order.payment_method === 'cod'
                ? `The cash collected on delivery: ${formatRupees(order.refundable_amount)} left`
                : `The order’s payment: ${formatRupees(order.refundable_amount)} left`,
            most: order.refundable_amount,
          },
        ]
      : [];
  return [
    ...own,
    ...order.unapplied_payments
      .filter((payment) => payment.refundable_amount > 0)
      .map((payment) => ({
        key: payment.provider_payment_id,
        paymentId: payment.provider_payment_id,
        label: `Payment ${payment.provider_payment_id} of ${formatRupees(payment.amount)}, received ${formatDateTime(payment.received_at)}, which the order could not take`,
        most: payment.refundable_amount,
      })),
  ];
}

/**
 * Whether refunding from `source` issues a credit note: the order's own money on an invoiced order
 * not cancelled (cancelling already reversed its invoice in full).
 */
const creditNoteFollows = (order: AdminOrder, source: RefundSource) =>
  !source.paymentId && order.invoice !== null && order.status !== 'cancelled';

/** Whether anything of the customer's can still be refunded on this order. */
export const mayRefund = (order: AdminOrder) => sourcesOf(order).length > 0;

/**
 * "Refund": part or all of what is left of a payment. An online payment goes back through the
 * gateway; cash collected on delivery is given back by a bank transfer staff make outside the shop,
 * which the dialog records with its reference (UTR); a payment the order could not take goes back
 * whole through its gateway. It says what will happen before it does it.
 */
export function RefundDialog({
  order,
  open,
  onOpenChange,
}: {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sources = sourcesOf(order);
  const [chosen, setChosen] = useState(0);
  const source = sources[Math.min(chosen, sources.length - 1)];
  const choiceName = useId();
  if (!source) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Undo2 aria-hidden /> Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Refund order {order.order_number}</DialogTitle>
        <DialogDescription>
          {source.paymentId
            ? 'This payment goes back whole to where it came from, through its gateway; the order’s own books do not change.'
            : order.payment_method === 'cod'
              ? 'This order was paid in cash on delivery, so the shop cannot send the money back itself: transfer it to the customer’s bank account (NEFT, IMPS or UPI) first, then record the transfer here.'
              : 'The money goes back to the customer’s original payment method.'}{' '}
          The customer is told by e-mail
          {creditNoteFollows(order, source) ? ', with a credit note for the amount' : ''}.
        </DialogDescription>
        {sources.length > 1 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">What goes back</legend>
            {sources.map((each, index) => (
              <label key={each.key} className="flex cursor-pointer items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={choiceName}
                  className="mt-1 accent-primary"
                  checked={each === source}
                  onChange={() => setChosen(index)}
                />
                <span className="[overflow-wrap:anywhere]">{each.label}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {open ? <RefundForm key={source.key} order={order} source={source} onDone={() => onOpenChange(false)} /> : null}
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

function RefundForm({ order, source, onDone }: { order: AdminOrder; source: RefundSource; onDone: () => void }) {
  const byBank = order.payment_method === 'cod' && !source.paymentId;
  const refund = useRefundOrder(order.id);
  const [review, setReview] = useState<OrderRefund | null>(null);
  // Goods come back with a refund of the order's own money, never with a payment it could not take.
  const lines = source.paymentId ? [] : restockableLines(order);
  // Units back on the shelf, by order line, as typed; a line left at 0 sends nothing.
  const [returned, setReturned] = useState<Record<number, string>>({});
  const form = useForm<OrderRefundInput, unknown, OrderRefund>({
    resolver: formResolver(orderRefundInputSchema),
    defaultValues: {
      amount: source.most,
      reason: '',
      ...(byBank ? { bank_reference: '' } : {}),
      ...(source.paymentId ? { payment_id: source.paymentId } : {}),
    },
  });
  const errors = form.formState.errors;

  function check({ restock: _none, ...values }: OrderRefund) {
    if (values.amount > source.most) {
      form.setError('amount', { message: `At most ${formatRupees(source.most)} can still be refunded.` });
      return;
    }
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
    const restock = lines.flatMap((line) => {
      const quantity = Number(returned[line.id] || 0);
      return quantity > 0 ? [{ item_id: line.id, quantity }] : [];
    });
    setReview({ ...values, restock });
  }

  function send({ restock, ...values }: OrderRefund) {
    refund.mutate(restock.length > 0 ? { ...values, restock } : values, {
      onSuccess: () => {
        toast.success(
          `${formatRupees(values.amount)} refunded${byBank ? ' by bank transfer' : ''} on order ${order.order_number}.`,
        );
        onDone();
      },
      onError: (error) => {
        setReview(null);
        showRefusal(error, form.setError, ['amount', 'reason', 'bank_reference'], 'The refund failed. Try again.');
      },
    });
  }

  const gateway = order.unapplied_payments.find(
    (payment) => payment.provider_payment_id === source.paymentId,
  )?.provider;
  const creditNoted = creditNoteFollows(order, source);
  const backOnShelf = (restock: OrderRefund['restock']) =>
    restock.length === 0
      ? ''
      : ` Back on the shelf: ${restock
          .map(({ item_id, quantity }) => `${quantity} × ${lines.find((line) => line.id === item_id)?.name}`)
          .join(', ')}.`;
  return (
    <>
      {review ? (
        <OneWayConfirmation
          busy={refund.isPending}
          confirmLabel={byBank ? 'Record refund' : 'Refund'}
          busyLabel="Refunding…"
          onBack={() => setReview(null)}
          onConfirm={() => send(review)}
        >
          {`${
            byBank
              ? `${formatRupees(review.amount)} of order ${order.order_number} is recorded as given back by the bank transfer ${review.bank_reference} you made`
              : source.paymentId
                ? `${formatRupees(review.amount)} of payment ${source.paymentId} will go back to the customer through ${gateway ? GATEWAYS[gateway] : 'its gateway'}`
                : `${formatRupees(review.amount)} of order ${order.order_number} will go back to the customer’s original payment method`
          }; the customer is e-mailed${creditNoted ? ', with a credit note against the tax invoice' : ''}.${backOnShelf(review.restock)}`}
        </OneWayConfirmation>
      ) : null}
      <form noValidate hidden={review !== null} onSubmit={form.handleSubmit(check)} className="grid gap-4">
        <FormRefusal message={errors.root?.server?.message} />
        <NumberField
          label="Amount (₹)"
          rupees
          min="0.01"
          max={source.most}
          hint={`At most ${formatRupees(source.most)}`}
          error={errors.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <FormField
          label="Reason"
          placeholder={
            source.paymentId ? 'Paid after the order was cancelled…' : 'Damaged in transit, item out of stock…'
          }
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
        <ContinueButtons onCancel={onDone} />
      </form>
    </>
  );
}
