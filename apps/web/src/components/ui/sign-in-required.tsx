import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';
import { EmptyState, PageContainer, PageHeader } from './page';

/** What an account screen shows a visitor who has not signed in. */
export function SignInRequired({ message }: { message: string }) {
  return (
    <EmptyState icon={<LogIn />} title="Authentication Required" description={message}>
      <Button asChild>
        <Link to="/login">Go to Login</Link>
      </Button>
    </EmptyState>
  );
}

/** A whole account screen for a visitor who has not signed in. */
export function SignedOutPage({ title, message }: { title: string; message: string }) {
  return (
    <PageContainer className="py-8">
      <PageHeader title={title} />
      <SignInRequired message={message} />
    </PageContainer>
  );
}
