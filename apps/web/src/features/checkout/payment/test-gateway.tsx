import { partOnDemand } from '@/lib/part-on-demand';
import type { GatewayProps } from './test-gateway-dialog';

const TestGatewayDialog = partOnDemand(() => import('./test-gateway-dialog'));

/**
 * Asks for the test gateway's dialog, as a payment through Razorpay asks for its checkout.js;
 * resolves to false when it cannot load (offline). A payment waits for it before it opens.
 */
export const loadTestGateway = TestGatewayDialog.load;

/**
 * The test gateway's window while a payment is open. Its code comes with the first payment:
 * mounted closed on every checkout, the dialog brought Radix's dialog into the page's start, and
 * its presence effect made that start's commit run all its effects in one task.
 */
export function TestGateway({ payment, ...props }: GatewayProps) {
  return payment ? <TestGatewayDialog payment={payment} {...props} /> : null;
}
