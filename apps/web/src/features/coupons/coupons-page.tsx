import { COUPON_STATES, type CouponState, type CustomerCoupon } from '@makerbazaar/core';
import { Copy, Ticket, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RequireAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useMyCoupons } from './api/coupons';

const TAB_LABELS: Record<CouponState, string> = { active: 'Active', used: 'Used', expired: 'Expired' };
const EMPTY_TABS: Record<CouponState, { title: string; text: string }> = {
  active: { title: 'No active coupons', text: 'New coupons appear here as soon as the shop gives them.' },
  used: { title: 'No used coupons', text: 'Coupons you use at checkout move here.' },
  expired: { title: 'No expired coupons', text: 'Coupons that run out stay here for 30 days.' },
};

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success('Coupon code copied to clipboard!');
  } catch {
    toast.error(`Could not copy the code. Select ${code} and copy it yourself.`);
  }
}

/** What a coupon asks of the order, in one line. */
function conditions(coupon: CustomerCoupon): string {
  const parts = [coupon.min_order > 0 ? `Min. order ${formatRupees(coupon.min_order)}` : 'No minimum order'];
  if (coupon.max_discount !== null) parts.push(`up to ${formatRupees(coupon.max_discount)} off`);
  if (coupon.category) parts.push(`${coupon.category.name} only`);
  return parts.join(' · ');
}

function CouponCard({ coupon }: { coupon: CustomerCoupon }) {
  const active = coupon.state === 'active';
  return (
    <Card
      role="article"
      aria-label={`${coupon.code}: ${coupon.title}`}
      className={cn('flex h-full overflow-hidden', !active && 'opacity-75')}
    >
      <div
        className={cn(
          'flex w-24 shrink-0 flex-col items-center justify-center gap-1 border-r-2 border-dashed px-2 text-center sm:w-28',
          active ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
        )}
      >
        <Ticket className="size-5" aria-hidden />
        <span className="text-lg leading-tight font-bold">{coupon.discount_label.replace(' off', '')}</span>
        <span className="text-xs font-medium uppercase">off</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold">{coupon.title}</h2>
            {coupon.description ? <p className="mt-0.5 text-sm text-muted-foreground">{coupon.description}</p> : null}
          </div>
          {active ? null : (
            <Badge variant={coupon.state === 'used' ? 'success' : 'secondary'}>{TAB_LABELS[coupon.state]}</Badge>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {conditions(coupon)}
          <br />
          {coupon.state === 'expired' ? 'Expired' : 'Valid till'} {formatCalendarDate(coupon.expires_on)}
          {active && coupon.uses_left > 1 ? ` · ${coupon.uses_left} uses left` : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded-md border-2 border-dashed px-2.5 py-1 font-mono text-sm font-semibold tracking-wide">
            {coupon.code}
          </code>
          {active ? (
            <Button variant="outline" size="sm" onClick={() => void copyCode(coupon.code)}>
              <Copy /> Copy code
            </Button>
          ) : null}
        </div>
        {coupon.terms.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer text-xs font-medium text-muted-foreground hover:text-foreground">
              Terms &amp; conditions
            </summary>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-muted-foreground">
              {coupon.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </Card>
  );
}

function CouponList() {
  const coupons = useMyCoupons();
  if (coupons.isError) {
    return (
      <EmptyState icon={<TriangleAlert />} title="We couldn't load your coupons" description="Please try again.">
        <Button variant="outline" onClick={() => coupons.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (!coupons.data) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
      </div>
    );
  }
  const { results, counts } = coupons.data;
  return (
    <Tabs defaultValue="active">
      <TabsList aria-label="Coupons by state">
        {COUPON_STATES.map((state) => (
          <TabsTrigger key={state} value={state}>
            {TAB_LABELS[state]} ({counts[state]})
          </TabsTrigger>
        ))}
      </TabsList>
      {COUPON_STATES.map((state) => {
        const shown = results.filter((c) => c.state === state);
        return (
          <TabsContent key={state} value={state}>
            {shown.length === 0 ? (
              <EmptyState icon={<Ticket />} title={EMPTY_TABS[state].title} description={EMPTY_TABS[state].text}>
                {state === 'active' ? null : (
                  <Button variant="outline" asChild>
                    <Link to="/">Browse products</Link>
                  </Button>
                )}
              </EmptyState>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {shown.map((coupon) => (
                  <li key={coupon.id}>
                    <CouponCard coupon={coupon} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

export default function CouponsPage() {
  return (
    <RequireAuth title="My Coupons" message="Please log in to see your coupons.">
      <PageContainer className="py-8">
        <PageHeader
          title="My Coupons"
          description="Copy a code and enter it in the coupon box at checkout. One coupon per order."
        />
        <CouponList />
      </PageContainer>
    </RequireAuth>
  );
}
