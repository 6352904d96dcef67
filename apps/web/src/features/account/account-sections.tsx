import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { RequireAuth } from '@/features/auth';

interface AccountSection {
  title: string;
  /** What a visitor who is not signed in reads. */
  signedOut: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  action: { to: string; label: string };
}

/**
 * Account screens whose lists are still empty for every customer: what each shows before it holds
 * anything, and the sign-in text each shows a visitor.
 */
export const ACCOUNT_SECTIONS = {
  'payment-methods': {
    title: 'Payment Methods',
    signedOut: 'Please log in to manage your payment methods.',
    icon: <CreditCard />,
    emptyTitle: 'No saved payment methods',
    emptyText:
      'We never store card numbers. You pay by UPI, card or net banking through Razorpay, or cash on delivery.',
    action: { to: '/help', label: 'Payment help' },
  },
} satisfies Record<string, AccountSection>;

type SectionName = keyof typeof ACCOUNT_SECTIONS;

export function SectionEmptyState({ section }: { section: SectionName }) {
  const s: AccountSection = ACCOUNT_SECTIONS[section];
  return (
    <EmptyState icon={s.icon} title={s.emptyTitle} description={s.emptyText}>
      <Button asChild>
        <Link to={s.action.to}>{s.action.label}</Link>
      </Button>
    </EmptyState>
  );
}

export function AccountSectionPage({ section }: { section: SectionName }) {
  const s: AccountSection = ACCOUNT_SECTIONS[section];
  return (
    <RequireAuth title={s.title} message={s.signedOut}>
      <PageContainer className="py-8 sm:py-10">
        <PageHeader title={s.title} />
        <SectionEmptyState section={section} />
      </PageContainer>
    </RequireAuth>
  );
}
