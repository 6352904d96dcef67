import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageContainer, PageHeader } from '@/components/ui/page';

/** A checkout's page: the way back to where the customer came from, the heading, then the form. */
export function CheckoutScreen({
  backLabel,
  title,
  description,
  children,
}: {
  backLabel: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <PageContainer className="py-6 sm:py-8">
      <Button variant="ghost" size="sm" className="-ml-3 mb-2" onClick={() => navigate(-1)}>
        <Icon name="arrow-left" /> {backLabel}
      </Button>
      <PageHeader title={title} description={description} />
      {children}
    </PageContainer>
  );
}
