import { type AdminCoupon, dateInIndia } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, TicketPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCalendarDate, formatNumber, formatRupees } from '@/lib/format';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { ListError } from '../kit/list-page';
import { useEditDialog } from '../kit/use-edit-dialog';
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

function couponColumns(today: string, edit: (coupon: AdminCoupon) => void): ColumnDef<AdminCoupon, unknown>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      cell: ({ row: { original: coupon } }) => (
        <>
          <p className="font-mono font-semibold">{coupon.code}</p>
          <p className="text-xs text-muted-foreground">{coupon.title}</p>
        </>
      ),
    },
    {
      id: 'discount',
      header: 'Discount',
      cell: ({ row: { original: coupon } }) => (
        <>
          <p className="font-medium">{coupon.discount_label}</p>
          <p className="text-xs text-muted-foreground">{conditions(coupon)}</p>
        </>
      ),
    },
    {
      id: 'valid',
      header: 'Valid',
      cell: ({ row: { original: coupon } }) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatCalendarDate(coupon.starts_on)} – {formatCalendarDate(coupon.expires_on)}
        </span>
      ),
    },
    {
      id: 'uses',
      header: 'Uses',
      cell: ({ row: { original: coupon } }) => (
        <div className="tabular-nums">
          {formatNumber(coupon.times_used)}
          {coupon.usage_limit === null ? '' : ` / ${formatNumber(coupon.usage_limit)}`}
          <p className="text-xs text-muted-foreground">{coupon.per_customer_limit} per customer</p>
        </div>
      ),
    },
    {
      id: 'audience',
      header: 'For',
      cell: ({ row: { original: coupon } }) =>
        coupon.audience === 'everyone' ? 'Everyone' : `${coupon.customers.length} chosen`,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: coupon } }) => {
        const state = standing(coupon, today);
        return <Badge variant={state.variant}>{state.label}</Badge>;
      },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: coupon } }) => (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={() => edit(coupon)}>
            {/* The space outside the hidden code: one inside it is dropped from the name ("EditWELCOME10"). */}
            <Pencil aria-hidden /> Edit <span className="sr-only">{coupon.code}</span>
          </Button>
        </div>
      ),
    },
  ];
}

/** /admin/coupons: every coupon with its discount, dates and uses; create and edit in a dialog. */
export default function CouponsPage() {
  const coupons = useAdminCoupons();
  const { edit, create, dialog } = useEditDialog<AdminCoupon>();
  const columns = useMemo(() => couponColumns(dateInIndia(), edit), [edit]);
  return (
    <>
      <AdminPageHeader
        title="Coupons"
        description="Discounts customers enter at checkout. Open coupons show on every customer’s My Coupons; chosen ones only on theirs."
        actions={
          <Button onClick={create}>
            <TicketPlus aria-hidden /> New coupon
          </Button>
        }
      />
      <CouponDialog {...dialog} />
      <DataTable
        caption="Coupons"
        columns={columns}
        data={coupons.data && { count: coupons.data.results.length, results: coupons.data.results }}
        getRowId={(coupon) => String(coupon.id)}
        empty="No coupons yet. Create a coupon and customers can use it at checkout."
        error={coupons.error ? <ListError query={coupons} failed="The coupons could not be loaded." /> : undefined}
      />
    </>
  );
}
