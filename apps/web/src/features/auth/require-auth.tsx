import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageFallback } from '@/components/ui/page-fallback';
import { SignedOutPage } from '@/components/ui/sign-in-required';
import { useAuth } from './use-auth';

/**
 * Shows `children` to a signed-in customer. A visitor sees the screen's 'Please log in ...' text,
 * or is sent to /login (and back afterwards) when `redirect` is set.
 */
export function RequireAuth({
  title,
  message,
  redirect = false,
  children,
}: {
  title: string;
  message: string;
  redirect?: boolean;
  children: ReactNode;
}) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageFallback />;
  if (!isAuthenticated) {
    return redirect ? (
      <Navigate to="/login" replace state={{ from: location.pathname }} />
    ) : (
      <SignedOutPage title={title} message={message} />
    );
  }
  return <>{children}</>;
}
