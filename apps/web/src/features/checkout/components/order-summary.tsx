import { Trans, useLingui } from '@lingui/react/macro';
import { type Cart, type CheckoutTotals, COD_FEE_BELOW_PAISE, COD_FEE_PAISE } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductThumbnail } from '@/components/product-image';
import { Card } from '@/components/ui/card';
import { formatNumber, formatRupees } from '@/lib/format';
import { SummaryLine } from './summary-line';

const rupees = (paise: number) => formatRupees(paise / 100);

/**
 * What the order will cost, as the server will compute it from the same cart. A preview: if the
 * server's total differs when the order is placed, it refuses and the page shows why.
 */
export function OrderSummary({
  cart,
  totals,
  couponCode,
  couponBox,
  children,
}: {
  cart: Cart;
  totals: CheckoutTotals;
  /** The coupon whose discount `totals` holds. */
  couponCode: string | null;
  /** Where the customer enters a coupon, above the totals. */
  couponBox: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const codFeeBelow = rupees(COD_FEE_BELOW_PAISE);
  const codFee = rupees(COD_FEE_PAISE);
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold">
        <Trans>Order summary</Trans>
      </h2>
      <ul className="mt-4 divide-y" aria-label={t`Items in your order`}>
        {cart.results.map((item) => {
          const quantity = item.quantity;
          const price = formatRupees(item.product.price);
          return (
            <li key={item.id} className="flex gap-3 py-3 first:pt-0">
              <ProductThumbnail product={item.product} width={64} to={`/product/${item.product.slug}`} />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/product/${item.product.slug}`}
                  className="line-clamp-2 min-h-11 text-sm font-medium hover:text-primary desktop:min-h-0"
                >
                  {item.product.name}
                </Link>
                <p className="mt-1 text-xs text-muted-foreground tabular-nums">
                  <Trans>
                    Qty {quantity} × {price}
                  </Trans>
                </p>
              </div>
              <p className="text-sm font-semibold tabular-nums">{formatRupees(item.line_total)}</p>
            </li>
          );
        })}
      </ul>
      <div className="border-t py-4">{couponBox}</div>
      <dl className="space-y-2 border-t pt-4 text-sm">
        <SummaryLine label={<Trans>Total items</Trans>}>{formatNumber(cart.total_items)}</SummaryLine>
        <SummaryLine label={<Trans>Goods total</Trans>}>{rupees(totals.goodsPaise)}</SummaryLine>
        {totals.discountPaise > 0 ? (
          <SummaryLine kind="saving" label={<Trans>Coupon {couponCode}</Trans>}>
            −{rupees(totals.discountPaise)}
          </SummaryLine>
        ) : null}
        {totals.codFeePaise > 0 ? (
          <div>
            <SummaryLine label={<Trans>Cash on delivery fee</Trans>}>{rupees(totals.codFeePaise)}</SummaryLine>
            <p className="mt-0.5 text-xs text-muted-foreground">
              <Trans>
                Added to cash on delivery orders whose goods come under {codFeeBelow}. Pay online to skip the {codFee}{' '}
                fee.
              </Trans>
            </p>
          </div>
        ) : null}
        <SummaryLine label={<Trans>Shipping</Trans>} valueClassName="font-medium text-success">
          <Trans>Free</Trans>
        </SummaryLine>
        <SummaryLine kind="total" label={<Trans>Total</Trans>}>
          {rupees(totals.totalPaise)}
        </SummaryLine>
      </dl>
      {children}
    </Card>
  );
}
