import type { AdminOrder, OrderStatus } from '@makerbazaar/core';
import { CheckCircle2, PackageOpen, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TaxDocumentButtons } from '@/features/orders';
import { toast } from '@/lib/toast';
import { useOrderTransition } from './api/orders';
import { CancelDialog } from './cancel-dialog';
import { DeliverDialog } from './deliver-dialog';
import { mayRefund, RefundDialog } from './refund-dialog';
import { ShipDialog } from './ship-dialog';

/** The one-click moves; shipping, delivering and cancelling, which cannot be undone, ask first. */
const SIMPLE_MOVES: Partial<Record<OrderStatus, { label: string; done: string; icon: ReactNode }>> = {
  confirmed: { label: 'Confirm', done: 'is confirmed', icon: <CheckCircle2 aria-hidden /> },
  packed: { label: 'Mark packed', done: 'is packed', icon: <PackageOpen aria-hidden /> },
};

/**
 * What staff may do with the order now, as the server says (`next_statuses`, what may be refunded).
 * The refund dialog's state is the page's, so a link (`?refund=open`) can open it.
 */
export function OrderActions({
  order,
  refundOpen,
  onRefundOpenChange,
}: {
  order: AdminOrder;
  refundOpen: boolean;
  onRefundOpenChange: (open: boolean) => void;
}) {
  const move = useOrderTransition(order.id);
  return (
    <>
      <Button variant="outline" asChild>
        <Link to={`/admin/orders/${order.id}/packing-slip`} target="_blank">
          <Printer aria-hidden /> Packing slip
        </Link>
      </Button>
      <TaxDocumentButtons documents={order} size="default" />
      {mayRefund(order) ? <RefundDialog order={order} open={refundOpen} onOpenChange={onRefundOpenChange} /> : null}
      {order.next_statuses.includes('cancelled') ? <CancelDialog order={order} /> : null}
      {order.next_statuses.includes('shipped') ? <ShipDialog order={order} /> : null}
      {order.next_statuses.includes('delivered') ? <DeliverDialog order={order} /> : null}
      {order.next_statuses.map((status) => {
        const simple = SIMPLE_MOVES[status];
        if (!simple) return null;
        return (
          <Button
            key={status}
            disabled={move.isPending}
            onClick={() =>
              move.mutate(
                { status: status as 'confirmed' | 'packed', note: '' },
                {
                  onSuccess: () => toast.success(`Order ${order.order_number} ${simple.done}.`),
                  onError: (error) => toast.error(error.message || 'The order could not be updated. Try again.'),
                },
              )
            }
          >
            {simple.icon} {simple.label}
          </Button>
        );
      })}
    </>
  );
}
