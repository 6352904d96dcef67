import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { COUPON_STATES, type CouponState, type CustomerCoupon } from '@makerbazaar/core';
import { Copy, Ticket } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { LoadProblem } from '@/components/ui/load-problem';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RequireAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useMyCoupons } from './api/coupons';

const TAB_LABELS: Record<CouponState, MessageDescriptor> = {
  active: msg`Active`,
  used: msg`Used`,
  expired: msg`Expired`,
};
const EMPTY_TABS: Record<CouponState, { title: MessageDescriptor; text: MessageDescriptor }> = {
  active: { title: msg`No active coupons`, text: msg`New coupons appear here as soon as the shop gives them.` },
  used: { title: msg`No used coupons`, text: msg`Coupons you use at checkout move here.` },
  expired: { title: msg`No expired coupons`, text: msg`Coupons that run out stay here for 30 days.` },
};

function CouponCard({ coupon }: { coupon: CustomerCoupon }) {
  const language = useLanguage();
  const { i18n, t } = useLingui();
  const active = coupon.state === 'active';
  const code = coupon.code;
  const date = formatCalendarDate(coupon.expires_on, language);
  const usesLeft = coupon.uses_left;

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t`Coupon code copied to clipboard!`);
    } catch {
      toast.error(t`Could not copy the code. Select ${code} and copy it yourself.`);
    }
  }

  // What the coupon asks of the order, in one line.
  const minimum = formatRupees(coupon.min_order);
  const conditions = [coupon.min_order > 0 ? t`Min. order ${minimum}` : t`No minimum order`];
  if (coupon.max_discount !== null) {
    const maximum = formatRupees(coupon.max_discount);
    conditions.push(t`up to ${maximum} off`);
  }
  if (coupon.category) {
    const category = coupon.category.name;
    conditions.push(t`${category} only`);
  }
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
        <span className="text-xs font-medium uppercase">
          <Trans>off</Trans>
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold">{coupon.title}</h2>
            {coupon.description ? <p className="mt-0.5 text-sm text-muted-foreground">{coupon.description}</p> : null}
          </div>
          {active ? null : (
            <Badge variant={coupon.state === 'used' ? 'success' : 'secondary'}>
              {i18n._(TAB_LABELS[coupon.state])}
            </Badge>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {conditions.join(' · ')}
          <br />
          {coupon.state === 'expired' ? <Trans>Expired {date}</Trans> : <Trans>Valid till {date}</Trans>}
          {active && usesLeft > 1 ? (
            <>
              {' · '}
              <Plural value={usesLeft} one="# use left" other="# uses left" />
            </>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded-md border-2 border-dashed px-2.5 py-1 font-mono text-sm font-semibold tracking-wide">
            {coupon.code}
          </code>
          {active ? (
            <Button variant="outline" size="sm" onClick={() => void copyCode()}>
              <Copy /> <Trans>Copy code</Trans>
            </Button>
          ) : null}
        </div>
        {coupon.terms.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer py-3.5 text-xs font-medium text-muted-foreground hover:text-foreground desktop:py-0">
              <Trans>Terms &amp; conditions</Trans>
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
  const { i18n, t } = useLingui();
  const coupons = useMyCoupons();
  if (coupons.isError) {
    return (
      <LoadProblem
        query={coupons}
        failed={{ title: <Trans>We couldn't load your coupons</Trans>, description: <Trans>Please try again.</Trans> }}
        retryLabel={<Trans>Try again</Trans>}
      />
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
      <TabsList aria-label={t`Coupons by state`}>
        {COUPON_STATES.map((state) => (
          <TabsTrigger key={state} value={state}>
            {i18n._(TAB_LABELS[state])} ({counts[state]})
          </TabsTrigger>
        ))}
      </TabsList>
      {COUPON_STATES.map((state) => {
        const shown = results.filter((c) => c.state === state);
        return (
          <TabsContent key={state} value={state}>
            {shown.length === 0 ? (
              <EmptyState
                icon={<Ticket />}
                title={i18n._(EMPTY_TABS[state].title)}
                description={i18n._(EMPTY_TABS[state].text)}
              >
                {state === 'active' ? null : (
                  <ButtonLink variant="outline" to="/">
                    <Trans>Browse products</Trans>
                  </ButtonLink>
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
  const { t } = useLingui();
  return (
    <RequireAuth title={t`My Coupons`} message={t`Please log in to see your coupons.`}>
      <PageContainer className="py-8">
        <PageHeader
          title={<Trans>My Coupons</Trans>}
          description={<Trans>Copy a code and enter it in the coupon box at checkout. One coupon per order.</Trans>}
        />
        <CouponList />
      </PageContainer>
    </RequireAuth>
  );
}
