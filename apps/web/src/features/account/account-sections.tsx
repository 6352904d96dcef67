import { Bell, Ticket } from 'lucide-react';
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
  coupons: {
    title: 'My Coupons',
    signedOut: 'Please log in to see your coupons.',
    icon: <Ticket />,
    emptyTitle: 'No coupons yet',
    emptyText: 'Coupons you receive appear here with their terms.',
    action: { to: '/', label: 'Browse products' },
  },
  notifications: {
    title: 'Notifications',
    signedOut: 'Please log in to see your notifications.',
    icon: <Bell />,
    emptyTitle: 'No notifications',
    emptyText: "You're all caught up.",
    action: { to: '/settings', label: 'Notification settings' },
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
