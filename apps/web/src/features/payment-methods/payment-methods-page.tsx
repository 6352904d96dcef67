import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SAVED_PAYMENT_METHODS, type SavedPaymentMethod, savedPaymentMethodName } from '@makerbazaar/core';
import { Loader2, Plus, ShieldCheck, Star, Trash2, TriangleAlert, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeletePaymentMethod, usePaymentMethods, useSetDefaultPaymentMethod } from './api/payment-methods';
import { SavedMethodName } from './saved-method-name';
import { UpiFormDialog } from './upi-form-dialog';

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

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
    <Dialog open={method !== null} onOpenChange={(open) => (open || remove.isPending ? null : onClose())}>
      <DialogContent className="max-w-md">
        <DialogTitle>
          {method?.card ? <Trans>Delete this card?</Trans> : <Trans>Delete this UPI ID?</Trans>}
        </DialogTitle>
        <DialogDescription>
          {method ? (
            <span className="block font-medium text-foreground [overflow-wrap:anywhere]">
              {savedPaymentMethodName(method)}
            </span>
          ) : null}
          {warning}
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              method &&
              remove.mutate(method.id, {
                onSuccess: () => {
                  toast.success(method.card ? t`Card deleted` : t`UPI ID deleted`);
                  onClose();
                },
                onError: (error) => toast.error(failure(error, t`The payment method could not be deleted.`)),
              })
            }
          >
            {remove.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />}
            <Trans>Delete</Trans>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function MethodCard({ method, onDelete }: { method: SavedPaymentMethod; onDelete: () => void }) {
  const { t } = useLingui();
  const makeDefault = useSetDefaultPaymentMethod();
  return (
    <Card role="article" aria-label={savedPaymentMethodName(method)} className="flex h-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SavedMethodName method={method} />
        {method.is_default ? (
          <Badge className="shrink-0">
            <Trans>Default</Trans>
          </Badge>
        ) : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-4">
        {method.is_default ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(method.id, {
                onSuccess: () => toast.success(t`Default payment method updated`),
                onError: (error) => toast.error(failure(error, t`The default payment method could not be changed.`)),
              })
            }
          >
            <Star /> <Trans>Set as Default</Trans>
          </Button>
        )}
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete}>
          <Trash2 /> <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
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
  const [deleting, setDeleting] = useState<SavedPaymentMethod | null>(null);
  const list = methods.data?.results;
  return (
    <PageContainer className="py-8">
      <PageHeader
        title={<Trans>Payment Methods</Trans>}
        description={<Trans>Your UPI IDs and saved cards. Checkout offers your default first.</Trans>}
      >
        {list && list.length > 0 && list.length < MAX_SAVED_PAYMENT_METHODS ? (
          <UpiFormDialog trigger={addButton} />
        ) : null}
      </PageHeader>
      <StorageNote />
      {methods.isError ? (
        <EmptyState
          icon={<TriangleAlert />}
          title={<Trans>We couldn't load your payment methods</Trans>}
          description={<Trans>Please try again.</Trans>}
        >
          <Button variant="outline" onClick={() => methods.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </EmptyState>
      ) : !list ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Wallet />}
          title={<Trans>No saved payment methods</Trans>}
          description={<Trans>Save a UPI ID here, or a card while paying for an order, and pick it at checkout.</Trans>}
        >
          <UpiFormDialog trigger={addButton} />
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((method) => (
            <li key={method.id}>
              <MethodCard method={method} onDelete={() => setDeleting(method)} />
            </li>
          ))}
        </ul>
      )}
      <DeleteMethodDialog method={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
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
