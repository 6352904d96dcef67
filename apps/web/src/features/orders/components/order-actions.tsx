import type { Order } from '@makerbazaar/core';
import { Eye, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CompletePaymentButton } from '@/features/checkout';
import { CancelOrderButton } from './cancel-order-button';

/** A delivered order's review link: straight to the form when it holds one product, else the list of what waits. */
function reviewLink(order: Order): string {
  const slugs = new Set(order.items.flatMap((item) => item.product.slug ?? []));
  return slugs.size === 1 ? `/reviews/write/${[...slugs][0]}` : '/reviews';
}

/** What the customer can do with an order; each button shows only when it applies. */
export function OrderActions({ order, details = true }: { order: Order; details?: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {order.payment ? <CompletePaymentButton order={order} size="sm" /> : null}
      {details ? (
        <Button variant="outline" size="sm" asChild>
          <Link to={`/orders/${order.id}`} aria-label={`View details of order ${order.order_number}`}>
            <Eye /> View Details
          </Link>
        </Button>
      ) : null}
      {order.can_be_cancelled ? <CancelOrderButton order={order} /> : null}
      {order.status === 'delivered' ? (
        <Button variant="outline" size="sm" asChild>
          <Link to={reviewLink(order)}>
            <Star /> Write Review
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
