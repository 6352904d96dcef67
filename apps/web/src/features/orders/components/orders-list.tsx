import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Loader2, Package } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadProblem } from '@/components/ui/load-problem';
import { EmptyState } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';

/** The customer's orders, newest first, with "Load more"; on /orders and the profile's Orders tab. */
export function OrdersList() {
  const { t } = useLingui();
  const orders = useOrders();

  useEffect(() => {
    if (orders.isError) toast.error(t`Failed to fetch orders`);
  }, [orders.isError, t]);

  if (orders.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-56 w-full" />
        ))}
      </div>
    );
  }
  if (!orders.data) {
    return (
      <LoadProblem
        query={orders}
        failed={{ title: t`Something went wrong`, description: t`Failed to fetch orders. Please try again.` }}
        retryLabel={<Trans>Try again</Trans>}
      />
    );
  }

  const list = orders.data.pages.flatMap((page) => page.results);
  const count = orders.data.pages[0]?.count ?? 0;
  const shown = formatNumber(list.length);
  if (!list.length) {
    return (
      <EmptyState
        icon={<Package />}
        title={t`No orders yet`}
        description={t`When you place an order, you can track it here.`}
      >
        <ButtonLink to="/">
          <Trans>Start Shopping</Trans>
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {list.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2 pt-2">
        <p className="text-sm text-muted-foreground">
          <Trans>
            Showing {shown} of <Plural value={count} one="# order" other="# orders" />
          </Trans>
        </p>
        {orders.hasNextPage ? (
          <Button variant="outline" disabled={orders.isFetchingNextPage} onClick={() => orders.fetchNextPage()}>
            {orders.isFetchingNextPage ? <Loader2 className="animate-spin" /> : null}
            <Trans>Load more orders</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
