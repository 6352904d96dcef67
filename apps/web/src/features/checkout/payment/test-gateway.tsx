import { lazy, Suspense } from 'react';
import type { GatewayProps } from './test-gateway-dialog';

const TestGatewayDialog = lazy(() => import('./test-gateway-dialog'));

/**
 * The test gateway's window while a payment is open, its code asked for then. Mounted closed on
 * every checkout, the dialog brought Radix's dialog into the page's start, and its presence
 * effect made that start's commit run all its effects in one task.
 */
export function TestGateway({ payment, ...props }: GatewayProps) {
  if (!payment) return null;
  return (
    <Suspense fallback={null}>
      <TestGatewayDialog payment={payment} {...props} />
    </Suspense>
  );
}
