import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { PageContainer } from './page';

/** The page a link from an e-mail opens: one card in the middle, read out as its outcome changes. */
export function OutcomePage({ children }: { children: ReactNode }) {
  return (
    <PageContainer className="flex justify-center py-10 sm:py-16">
      <Card aria-live="polite" className="w-full max-w-md p-6 text-center sm:p-8">
        {children}
      </Card>
    </PageContainer>
  );
}

/**
 * What following a link from an e-mail came to (unsubscribed, verified, refused): a round icon in
 * the outcome's tone, a heading and what to do next, centred in the page's card.
 */
export function Outcome({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'muted' | 'success' | 'destructive';
  title: string;
  children?: ReactNode;
}) {
  return (
    <>
      <span
        className={cn(
          'mx-auto flex size-14 items-center justify-center rounded-full [&_svg]:size-7',
          tone === 'success' && 'bg-success/15 text-success',
          tone === 'destructive' && 'bg-destructive/15 text-destructive',
          tone === 'muted' && 'bg-muted text-muted-foreground',
        )}
      >
        {icon}
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </>
  );
}
