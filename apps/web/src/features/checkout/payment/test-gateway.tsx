import type { GatewayProps } from './test-gateway-dialog';

/** The dialog, once its code has come (`loadTestGateway`). */
let TestGatewayDialog: typeof import('./test-gateway-dialog').default | null = null;

/**
 * Asks for the test gateway's dialog, as a payment through Razorpay asks for its checkout.js;
 * resolves to false when it cannot load (offline). A payment waits for it: drawn through
 * `lazy`, the dialog would suspend as it opens and React would hold it back for a moment more.
 */
export async function loadTestGateway(): Promise<boolean> {
  try {
    TestGatewayDialog = (await import('./test-gateway-dialog')).default;
    return true;
  } catch {
    return false;
  }
}

/**
 * The test gateway's window while a payment is open. Its code comes with the first payment:
 * mounted closed on every checkout, the dialog brought Radix's dialog into the page's start, and
 * its presence effect made that start's commit run all its effects in one task.
 */
export function TestGateway({ payment, ...props }: GatewayProps) {
  if (!payment || !TestGatewayDialog) return null;
  return <TestGatewayDialog payment={payment} {...props} />;
}
