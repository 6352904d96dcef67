import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from './button';
import { Icon } from './icon';
import { EmptyState, PageContainer, PageHeader } from './page';

/** What an account screen shows a visitor who has not signed in. */
export function SignInRequired({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <EmptyState icon={<Icon name="log-in" />} title={t`Authentication Required`} description={message}>
      <Button asChild>
        <Link to="/login">
          <Trans>Go to Login</Trans>
        </Link>
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
