import type { PaymentRequest } from '@makerbazaar/core';
import { FlaskConical, Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatRupees } from '@/lib/format';

export type GatewayAction = 'pay' | 'decline';

/**
 * The built-in test gateway's stand-in for Razorpay's checkout window, used while the shop has no
 * Razorpay keys. It says plainly that no money moves.
 */
export function TestGatewayDialog({
  payment,
  orderNumber,
  busy,
  onAction,
  onClose,
}: {
  /** The payment to show; the dialog is closed when null. */
  payment: PaymentRequest | null;
  orderNumber: string;
  /** The action being carried out; the dialog cannot be closed meanwhile. */
  busy: GatewayAction | null;
  onAction: (action: GatewayAction) => void;
  onClose: () => void;
}) {
  const amount = payment ? formatRupees(payment.amount / 100) : '';
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <div className="flex items-center gap-3 pr-8">
          <span className="rounded-full bg-warning/15 p-2 text-warning">
            <FlaskConical className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Test mode payment</DialogTitle>
          <Badge variant="warning">Test mode</Badge>
        </div>
        <DialogDescription>
          No real money moves. The shop has no payment gateway keys yet, so this test gateway stands in for Razorpay.
        </DialogDescription>
        <div className="rounded-lg border bg-muted/50 p-4 text-center">
          <p className="text-sm text-muted-foreground">Order {orderNumber}</p>
          <p className="mt-1 text-3xl font-bold tabular-nums">{amount}</p>
          <p className="mt-1 text-xs text-muted-foreground">{payment?.currency}</p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" className="flex-1" disabled={busy !== null} onClick={() => onAction('decline')}>
            {busy === 'decline' ? <Loader2 className="animate-spin" /> : null}
            Decline payment
          </Button>
          <Button className="flex-1" disabled={busy !== null} onClick={() => onAction('pay')}>
            {busy === 'pay' ? <Loader2 className="animate-spin" /> : null}
            Pay {amount}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
