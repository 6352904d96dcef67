import { useLingui } from '@lingui/react/macro';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { RequireAuth } from '@/features/auth';
import { OrdersList } from './components/orders-list';

export default function OrdersPage() {
  const { t } = useLingui();
  return (
    <RequireAuth title={t`My Orders`} message={t`You must be logged in to view your orders.`}>
      <PageContainer className="py-8 sm:py-10">
        <PageHeader title={t`My Orders`} description={t`Track and manage your orders.`} />
        <OrdersList />
      </PageContainer>
    </RequireAuth>
  );
}
