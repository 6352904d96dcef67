import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentRequest, SavedPaymentMethod } from '@makerbazaar/core';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { Label } from '@/components/ui/input';
import { SavedMethodName } from '@/features/payment-methods';
import { formatRupees } from '@/lib/format';

export type GatewayAction = 'pay' | 'decline';

export type GatewayProps = {
  /** The payment to show; the dialog is drawn only while there is one. */
  payment: PaymentRequest | null;
  orderNumber: string;
  /** The saved method chosen at checkout; null pays with the test card. */
  via: SavedPaymentMethod | null;
  /** The action being carried out; the dialog cannot be closed meanwhile. */
  busy: GatewayAction | null;
  onAction: (action: GatewayAction, saveCard: boolean) => void;
  onClose: () => void;
};

type OpenGatewayProps = Omit<GatewayProps, 'payment'> & { payment: PaymentRequest };

/** The dialog's content, mounted while it is open, so "save this card" starts unticked for each payment. */
function GatewayCheckout({ payment, orderNumber, via, busy, onAction }: Omit<OpenGatewayProps, 'onClose'>) {
  const { t } = useLingui();
  const [saveCard, setSaveCard] = useState(false);
  const amount = formatRupees(payment.amount / 100);
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pr-8">
        <span className="rounded-full bg-warning/15 p-2 text-warning">
          <Icon name="flask-conical" className="size-5" />
        </span>
        {/* The row keeps the close button's room; on a phone the badge goes under the title. */}
        <DialogTitle className="pr-0">
          <Trans>Test mode payment</Trans>
        </DialogTitle>
        <Badge variant="warning">
          <Trans>Test mode</Trans>
        </Badge>
      </div>
      <DialogDescription>
        <Trans>
          No real money moves. The shop has no payment gateway keys yet, so this test gateway stands in for Razorpay.
        </Trans>
      </DialogDescription>
      <div className="rounded-lg border bg-muted/50 p-4 text-center">
        <p className="text-sm text-muted-foreground">
          <Trans>Order {orderNumber}</Trans>
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{amount}</p>
        <p className="mt-1 text-xs text-muted-foreground">{payment.currency}</p>
      </div>
      <section aria-label={t`Paying with`} className="rounded-lg border p-3">
        <p className="mb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
          <Trans>Paying with</Trans>
        </p>
        {via ? (
          <SavedMethodName method={via} />
        ) : (
          <div className="grid gap-3">
            <p className="text-sm">
              <Trans>
                Test card <span className="font-medium tabular-nums">Visa •••• 1111</span>
              </Trans>
            </p>
            <div className="flex items-center gap-2">
              <Checkbox
                id="test-gateway-save-card"
                checked={saveCard}
                disabled={busy !== null}
                onCheckedChange={(checked) => setSaveCard(checked === true)}
              />
              <Label htmlFor="test-gateway-save-card">
                <Trans>Save this card for faster checkout</Trans>
              </Label>
            </div>
          </div>
        )}
      </section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button
          variant="outline"
          className="flex-1"
          disabled={busy !== null}
          onClick={() => onAction('decline', false)}
        >
          {busy === 'decline' ? <Icon name="loader-circle" className="animate-spin" /> : null}
          <Trans>Decline payment</Trans>
        </Button>
        <Button className="flex-1" disabled={busy !== null} onClick={() => onAction('pay', via === null && saveCard)}>
          {busy === 'pay' ? <Icon name="loader-circle" className="animate-spin" /> : null}
          <Trans>Pay {amount}</Trans>
        </Button>
      </div>
    </>
  );
}

/**
 * The built-in test gateway's stand-in for Razorpay's checkout window, used while the shop has no
 * Razorpay keys. It says plainly that no money moves, names the saved method being used, and
 * without one offers to save its test card as a token, as Razorpay's checkout does. Mounted open,
 * for one payment (`TestGateway`).
 */
export default function TestGatewayDialog({ onClose, ...props }: OpenGatewayProps) {
  return (
    <Dialog open onOpenChange={(open) => (open || props.busy ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <GatewayCheckout {...props} />
      </DialogContent>
    </Dialog>
  );
}
