import { type AdminCoupon, dateInIndia } from '@makerbazaar/core';
import { Pencil, TicketPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCalendarDate, formatNumber, formatRupees } from '@/lib/format';
import { AdminPageHeader } from '../components/admin-page';
import { useAdminCoupons } from './api/coupons';
import { CouponDialog } from './coupon-dialog';

/** Whether customers can use it today, as the list shows it. */
function standing(coupon: AdminCoupon, today: string): { label: string; variant: 'success' | 'secondary' | 'warning' } {
  if (!coupon.is_active) return { label: 'Switched off', variant: 'secondary' };
  if (coupon.expires_on < today) return { label: 'Expired', variant: 'secondary' };
  if (coupon.starts_on > today) return { label: `From ${formatCalendarDate(coupon.starts_on)}`, variant: 'warning' };
  if (coupon.usage_limit !== null && coupon.times_used >= coupon.usage_limit) {
    return { label: 'Used up', variant: 'secondary' };
  }
  return { label: 'Live', variant: 'success' };
}

function conditions(coupon: AdminCoupon): string {
  const parts = [coupon.min_order > 0 ? `min. ${formatRupees(coupon.min_order)}` : 'no minimum'];
  if (coupon.max_discount !== null) parts.push(`cap ${formatRupees(coupon.max_discount)}`);
  if (coupon.category) parts.push(`${coupon.category.name} only`);
  return parts.join(' · ');
}

/** /admin/coupons: every coupon with its discount, dates and uses; create and edit in a dialog. */
export default function CouponsPage() {
  const coupons = useAdminCoupons();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const today = dateInIndia();
  return (
    <>
      <AdminPageHeader
        title="Coupons"
        description="Discounts customers enter at checkout. Open coupons show on every customer’s My Coupons; chosen ones only on theirs."
        actions={
          <Button onClick={() => setEditing('new')}>
            <TicketPlus aria-hidden /> New coupon
          </Button>
        }
      />
      <CouponDialog
        coupon={editing === 'new' || editing === null ? undefined : editing}
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
      {coupons.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : coupons.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          The coupons could not be loaded.
          <RetryButton onRetry={() => coupons.refetch()} />
        </div>
      ) : coupons.data.results.length === 0 ? (
        <EmptyState title="No coupons yet" description="Create a coupon and customers can use it at checkout." />
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full min-w-[52rem] text-sm">
            <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th className="px-4 py-2.5 font-medium">Code</th>
                <th className="px-4 py-2.5 font-medium">Discount</th>
                <th className="px-4 py-2.5 font-medium">Valid</th>
                <th className="px-4 py-2.5 text-right font-medium">Uses</th>
                <th className="px-4 py-2.5 font-medium">For</th>
                <th className="px-4 py-2.5 font-medium">Status</th>
                <th className="px-4 py-2.5">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {coupons.data.results.map((coupon) => {
                const state = standing(coupon, today);
                return (
                  <tr key={coupon.id} className="align-top">
                    <td className="px-4 py-3">
                      <p className="font-mono font-semibold">{coupon.code}</p>
                      <p className="text-xs text-muted-foreground">{coupon.title}</p>
                    </td>
                    <td className="px-4 py-3">
                      <p className="font-medium">{coupon.discount_label}</p>
                      <p className="text-xs text-muted-foreground">{conditions(coupon)}</p>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                      {formatCalendarDate(coupon.starts_on)} – {formatCalendarDate(coupon.expires_on)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatNumber(coupon.times_used)}
                      {coupon.usage_limit === null ? '' : ` / ${formatNumber(coupon.usage_limit)}`}
                      <p className="text-xs text-muted-foreground">{coupon.per_customer_limit} per customer</p>
                    </td>
                    <td className="px-4 py-3">
                      {coupon.audience === 'everyone' ? 'Everyone' : `${coupon.customers.length} chosen`}
                    </td>
                    <td className="px-4 py-3">
                      <Badge variant={state.variant}>{state.label}</Badge>
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Button variant="outline" size="sm" onClick={() => setEditing(coupon)}>
                        {/* The space outside the hidden code: one inside it is dropped from the name ("EditWELCOME10"). */}
                        <Pencil aria-hidden /> Edit <span className="sr-only">{coupon.code}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
