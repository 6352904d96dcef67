import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { ProductActionsProvider } from '@/features/catalog/product-actions';
import { Toaster } from '@/lib/toast';
import { useAppProductActions } from './product-actions';
import { SessionBootstrap } from './session-bootstrap';

function ProductActions({ children }: { children: ReactNode }) {
  return <ProductActionsProvider value={useAppProductActions()}>{children}</ProductActionsProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionBootstrap />
      <ProductActions>{children}</ProductActions>
      <Suspense fallback={null}>
        <Toaster richColors closeButton position="top-center" />
      </Suspense>
    </QueryClientProvider>
  );
}
