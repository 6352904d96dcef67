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

function deleteWarning(method: SavedPaymentMethod | null): string {
  if (!method) return '';
  const atGateway = method.card ? 'The payment gateway deletes its saved copy of the card too. ' : '';
  const nextDefault = method.is_default ? 'It is your default: your newest other method becomes the default.' : '';
  return `${atGateway}${nextDefault}`.trim() || 'You can add it again later.';
}

function DeleteMethodDialog({ method, onClose }: { method: SavedPaymentMethod | null; onClose: () => void }) {
  const remove = useDeletePaymentMethod();
  return (
    <Dialog open={method !== null} onOpenChange={(open) => (open || remove.isPending ? null : onClose())}>
      <DialogContent className="max-w-md">
        <DialogTitle>{method?.card ? 'Delete this card?' : 'Delete this UPI ID?'}</DialogTitle>
        <DialogDescription>
          {method ? (
            <span className="block font-medium text-foreground [overflow-wrap:anywhere]">
              {savedPaymentMethodName(method)}
            </span>
          ) : null}
          {deleteWarning(method)}
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              method &&
              remove.mutate(method.id, {
                onSuccess: () => {
                  toast.success(method.card ? 'Card deleted' : 'UPI ID deleted');
                  onClose();
                },
                onError: (error) => toast.error(failure(error, 'The payment method could not be deleted.')),
              })
            }
          >
            {remove.isPending ? <Loader2 className="animate-spin" /> : <Trash2 />}
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function MethodCard({ method, onDelete }: { method: SavedPaymentMethod; onDelete: () => void }) {
  const makeDefault = useSetDefaultPaymentMethod();
  return (
    <Card role="article" aria-label={savedPaymentMethodName(method)} className="flex h-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SavedMethodName method={method} />
        {method.is_default ? <Badge className="shrink-0">Default</Badge> : null}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-4">
        {method.is_default ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(method.id, {
                onSuccess: () => toast.success('Default payment method updated'),
                onError: (error) => toast.error(failure(error, 'The default payment method could not be changed.')),
              })
            }
          >
            <Star /> Set as Default
          </Button>
        )}
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete}>
          <Trash2 /> Delete
        </Button>
      </div>
    </Card>
  );
}

const addButton = (
  <Button>
    <Plus /> Add UPI ID
  </Button>
);

/** What the shop keeps of a payment method, and what it never does. */
function StorageNote() {
  return (
    <p className="mb-6 flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm text-muted-foreground">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <span>
        <strong className="font-medium text-foreground">We never store card numbers, CVVs or UPI PINs.</strong> A card
        is saved only when you tick “Save this card for faster checkout” while paying: the payment gateway keeps the
        card, and we keep only its reference, the card brand, the last four digits and the expiry.
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
        title="Payment Methods"
        description="Your UPI IDs and saved cards. Checkout offers your default first."
      >
        {list && list.length > 0 && list.length < MAX_SAVED_PAYMENT_METHODS ? (
          <UpiFormDialog trigger={addButton} />
        ) : null}
      </PageHeader>
      <StorageNote />
      {methods.isError ? (
        <EmptyState
          icon={<TriangleAlert />}
          title="We couldn't load your payment methods"
          description="Please try again."
        >
          <Button variant="outline" onClick={() => methods.refetch()}>
            Try again
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
          title="No saved payment methods"
          description="Save a UPI ID here, or a card while paying for an order, and pick it at checkout."
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
  return (
    <RequireAuth title="Payment Methods" message="Please log in to manage your payment methods.">
      <PaymentMethodList />
    </RequireAuth>
  );
}
