import { PageContainer, PageHeader } from '@/components/ui/page';
import { RequireAuth } from '@/features/auth';
import { OrdersList } from './components/orders-list';

export default function OrdersPage() {
  return (
    <RequireAuth title="My Orders" message="You must be logged in to view your orders.">
      <PageContainer className="py-8 sm:py-10">
        <PageHeader title="My Orders" description="Track and manage your orders." />
        <OrdersList />
      </PageContainer>
    </RequireAuth>
  );
}
