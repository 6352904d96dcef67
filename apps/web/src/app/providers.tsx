import { type CSSProperties, type ReactNode, Suspense } from 'react';
import { ProductActionsProvider } from '@/features/catalog/product-actions';
import { SessionProvider } from '@/lib/session';
import { Toaster } from '@/lib/toast';
import { useAppProductActions } from './product-actions';
import { SessionBootstrap } from './session-bootstrap';

function ProductActions({ children }: { children: ReactNode }) {
  return <ProductActionsProvider value={useAppProductActions()}>{children}</ProductActionsProvider>;
}

/**
 * sonner's own light colours put its text on its tint below the 4.5:1 contrast WCAG AA asks of small
 * text (3.1–4.4:1, its warning worst): the same hues, darker.
 */
const READABLE_TOAST_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

/** What every screen relies on inside the router (the query cache is provided above it). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SessionBootstrap />
      <ProductActions>{children}</ProductActions>
      <Suspense fallback={null}>
        {/* In the shop's fonts: sonner's own list has no Indian script, so Hindi, Telugu and Tamil toasts showed boxes. */}
        <Toaster
          richColors
          closeButton
          position="top-center"
          style={{ fontFamily: 'var(--font-sans)', ...READABLE_TOAST_COLOURS }}
          // The close button is drawn small in the toast's corner; on touch screens it answers a fingertip around it.
          toastOptions={{ classNames: { closeButton: 'tap-area' } }}
        />
      </Suspense>
    </SessionProvider>
  );
}
