import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { FocusedHeading } from '@/components/ui/focused-heading';
import { PageContainer } from '@/components/ui/page';

/** The centred card every sign-in, sign-up and password screen sits in. */
export function AuthCard({
  title,
  description,
  footer,
  children,
  wide = false,
  replacesForm = false,
}: {
  title: string;
  description?: string;
  footer?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** The card took the place of a sent form: its title takes the focus, so the page scrolls up to it. */
  replacesForm?: boolean;
}) {
  const Heading = replacesForm ? FocusedHeading : 'h1';
  return (
    <PageContainer className="flex justify-center py-10 sm:py-14">
      <Card className={`w-full p-6 sm:p-8 ${wide ? 'max-w-xl' : 'max-w-md'}`}>
        <Heading className="text-2xl font-bold tracking-tight">{title}</Heading>
        {description ? <p className="mt-1.5 text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <p className="mt-6 border-t pt-5 text-center text-sm text-muted-foreground">{footer}</p> : null}
      </Card>
    </PageContainer>
  );
}
