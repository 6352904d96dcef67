import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SAVED_PAYMENT_METHODS, type SavedPaymentMethod, savedPaymentMethodName } from '@makerbazaar/core';
import { Plus, ShieldCheck, Wallet } from 'lucide-react';
import { ConfirmDeleteDialog, SavedItemCard, SavedItemsPage } from '@/components/saved-items';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RequireAuth } from '@/features/auth';
import { useDeletePaymentMethod, usePaymentMethods, useSetDefaultPaymentMethod } from './api/payment-methods';
import { SavedMethodName } from './saved-method-name';
import { UpiFormDialog } from './upi-form-dialog';

function DeleteMethodDialog({ method, onClose }: { method: SavedPaymentMethod | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeletePaymentMethod();
  let warning = '';
  if (method?.card && method.is_default) {
    warning = t`The payment gateway deletes its saved copy of the card too. It is your default: your newest other method becomes the default.`;
  } else if (method?.card) warning = t`The payment gateway deletes its saved copy of the card too.`;
  else if (method?.is_default) warning = t`It is your default: your newest other method becomes the default.`;
  else if (method) warning = t`You can add it again later.`;
  return (
    <ConfirmDeleteDialog
      className="max-w-md"
      title={method?.card ? <Trans>Delete this card?</Trans> : <Trans>Delete this UPI ID?</Trans>}
      description={
        <>
          {method ? (
            <span className="block font-medium text-foreground [overflow-wrap:anywhere]">
              {savedPaymentMethodName(method)}
            </span>
          ) : null}
          {warning}
        </>
      }
      id={method?.id ?? null}
      remove={remove}
      words={{
        done: method?.card ? t`Card deleted` : t`UPI ID deleted`,
        failed: t`The payment method could not be deleted.`,
      }}
      onClose={onClose}
    />
  );
}

function MethodCard({ method, onDelete }: { method: SavedPaymentMethod; onDelete: () => void }) {
  const { t } = useLingui();
  const setDefault = useSetDefaultPaymentMethod();
  return (
    <SavedItemCard
      item={method}
      label={savedPaymentMethodName(method)}
      makeDefault={{
        label: <Trans>Set as Default</Trans>,
        change: setDefault,
        done: t`Default payment method updated`,
        failed: t`The default payment method could not be changed.`,
      }}
      onDelete={onDelete}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SavedMethodName method={method} />
        {method.is_default ? (
          <Badge className="shrink-0">
            <Trans>Default</Trans>
          </Badge>
        ) : null}
      </div>
    </SavedItemCard>
  );
}

const addButton = (
  <Button>
    <Plus /> <Trans>Add UPI ID</Trans>
  </Button>
);

/** What the shop keeps of a payment method, and what it never does. */
function StorageNote() {
  return (
    <p className="mb-6 flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm text-muted-foreground">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <span>
        <Trans>
          <strong className="font-medium text-foreground">We never store card numbers, CVVs or UPI PINs.</strong> A card
          is saved only when you tick “Save this card for faster checkout” while paying: the payment gateway keeps the
          card, and we keep only its reference, the card brand, the last four digits and the expiry.
        </Trans>
      </span>
    </p>
  );
}

function PaymentMethodList() {
  const methods = usePaymentMethods();
  return (
    <SavedItemsPage
      title={<Trans>Payment Methods</Trans>}
      description={<Trans>Your UPI IDs and saved cards. Checkout offers your default first.</Trans>}
      note={<StorageNote />}
      items={methods.data?.results}
      max={MAX_SAVED_PAYMENT_METHODS}
      add={<UpiFormDialog trigger={addButton} />}
      load={{ ...methods, failedTitle: <Trans>We couldn't load your payment methods</Trans> }}
      empty={{
        icon: <Wallet />,
        title: <Trans>No saved payment methods</Trans>,
        description: <Trans>Save a UPI ID here, or a card while paying for an order, and pick it at checkout.</Trans>,
      }}
      placeholderClassName="h-36"
      renderItem={(method, remove) => <MethodCard method={method} onDelete={remove} />}
      renderDelete={(method, close) => <DeleteMethodDialog method={method} onClose={close} />}
    />
  );
}

export default function PaymentMethodsPage() {
  const { t } = useLingui();
  return (
    <RequireAuth title={t`Payment Methods`} message={t`Please log in to manage your payment methods.`}>
      <PaymentMethodList />
    </RequireAuth>
  );
}
