import { type ReactNode, Suspense } from 'react';
import { ProductActionsProvider } from '@/features/catalog/product-actions';
import { Toaster } from '@/lib/toast';
import { useAppProductActions } from './product-actions';
import { SessionBootstrap } from './session-bootstrap';

function ProductActions({ children }: { children: ReactNode }) {
  return <ProductActionsProvider value={useAppProductActions()}>{children}</ProductActionsProvider>;
}

/** What every screen relies on inside the router (the query cache is provided above it). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <SessionBootstrap />
      <ProductActions>{children}</ProductActions>
      <Suspense fallback={null}>
        {/* In the shop's fonts: sonner's own list has no Indian script, so Hindi, Telugu and Tamil toasts showed boxes. */}
        <Toaster
          richColors
          closeButton
          position="top-center"
          style={{ fontFamily: 'var(--font-sans)' }}
          // The close button is drawn small in the toast's corner; on touch screens it answers a fingertip around it.
          toastOptions={{ classNames: { closeButton: 'tap-area' } }}
        />
      </Suspense>
    </>
  );
}
