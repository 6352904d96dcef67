import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@makerbazaar/core';
import { BookOpen, Eye, Star } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { CompletePaymentButton } from '@/features/checkout';
import { CancelOrderButton } from './cancel-order-button';
import { TaxDocumentButtons } from './tax-document-buttons';

/** The slugs of the order's lines of one kind. */
const slugsOf = (order: Order, kind: Order['items'][number]['kind']) =>
  new Set(order.items.flatMap((item) => (item.kind === kind ? (item.product.slug ?? []) : [])));

/** A delivered order's review link: straight to the form when it holds one product, else the list of what waits. */
function reviewLink(products: Set<string>): string {
  return products.size === 1 ? `/reviews/write/${[...products][0]}` : '/reviews';
}

/** What the customer can do with an order; each button shows only when it applies. */
export function OrderActions({ order, details = true }: { order: Order; details?: boolean }) {
  const { t } = useLingui();
  const orderNumber = order.order_number;
  const delivered = order.status === 'delivered';
  const products = slugsOf(order, 'product');
  const [course] = slugsOf(order, 'course');
  return (
    <div className="flex flex-wrap gap-2">
      {order.payment ? <CompletePaymentButton order={order} size="sm" /> : null}
      {details ? (
        <ButtonLink
          variant="outline"
          size="sm"
          to={`/orders/${order.id}`}
          aria-label={t`View details of order ${orderNumber}`}
        >
          <Eye /> <Trans>View Details</Trans>
        </ButtonLink>
      ) : null}
      <TaxDocumentButtons documents={order} />
      {order.can_be_cancelled ? <CancelOrderButton order={order} /> : null}
      {delivered && products.size > 0 ? (
        <ButtonLink variant="outline" size="sm" to={reviewLink(products)}>
          <Star /> <Trans>Write Review</Trans>
        </ButtonLink>
      ) : null}
      {delivered && course ? (
        <ButtonLink size="sm" to={`/courses/${course}`}>
          <BookOpen /> <Trans>Continue</Trans>
        </ButtonLink>
      ) : null}
    </div>
  );
}
