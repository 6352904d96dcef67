import { Trans, useLingui } from '@lingui/react/macro';
import { type Address, MAX_SAVED_ADDRESSES } from '@makerbazaar/core';
import { Loader2, MapPin, Pencil, Plus, Star, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AddressBadges, AddressLines } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from './api/addresses';

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

function DeleteAddressDialog({ address, onClose }: { address: Address | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteAddress();
  return (
    <Dialog open={address !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogTitle>
          <Trans>Delete this address?</Trans>
        </DialogTitle>
        <DialogDescription>
          {address?.is_default ? (
            <Trans>It is your default address: your newest other address becomes the default.</Trans>
          ) : (
            <Trans>Orders already placed keep their address.</Trans>
          )}
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              address &&
              remove.mutate(address.id, {
                onSuccess: () => {
                  toast.success(t`Address deleted`);
                  onClose();
                },
                onError: (error) => toast.error(failure(error, t`The address could not be deleted.`)),
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

function AddressCard({ address, onDelete }: { address: Address; onDelete: () => void }) {
  const { t } = useLingui();
  const makeDefault = useSetDefaultAddress();
  return (
    <Card role="article" className="flex h-full flex-col gap-4 p-5" aria-label={`${address.name}, ${address.city}`}>
      <AddressBadges address={address} />
      <AddressLines address={address} />
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-4">
        <AddressFormDialog
          address={address}
          trigger={
            <Button variant="outline" size="sm">
              <Pencil /> <Trans>Edit</Trans>
            </Button>
          }
        />
        {address.is_default ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={makeDefault.isPending}
            onClick={() =>
              makeDefault.mutate(address.id, {
                onSuccess: () => toast.success(t`Default address updated`),
                onError: (error) => toast.error(failure(error, t`The default address could not be changed.`)),
              })
            }
          >
            <Star /> <Trans>Set as default</Trans>
          </Button>
        )}
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete}>
          <Trash2 /> <Trans>Delete</Trans>
        </Button>
      </div>
    </Card>
  );
}

/** The dialog's trigger: it passes its props (the click that opens the dialog) to the button. */
function AddButton(props: ButtonProps) {
  return (
    <Button {...props}>
      <Plus /> <Trans>Add New Address</Trans>
    </Button>
  );
}

function AddressBook() {
  const { t } = useLingui();
  const addresses = useAddresses();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = addresses.data?.results;
  return (
    <PageContainer className="py-8">
      <PageHeader
        title={t`Manage Addresses`}
        description={t`Where we deliver your orders. Checkout offers your default address first.`}
      >
        {list && list.length > 0 && list.length < MAX_SAVED_ADDRESSES ? (
          <AddressFormDialog trigger={<AddButton />} />
        ) : null}
      </PageHeader>
      {addresses.isError ? (
        <EmptyState
          icon={<TriangleAlert />}
          title={t`We couldn't load your addresses`}
          description={t`Please try again.`}
        >
          <Button variant="outline" onClick={() => addresses.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </EmptyState>
      ) : !list ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<MapPin />}
          title={t`No saved addresses`}
          description={t`Save your home or office address once, and pick it at checkout.`}
        >
          <AddressFormDialog trigger={<AddButton />} />
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} onDelete={() => setDeleting(address)} />
            </li>
          ))}
        </ul>
      )}
      <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}

export default function AddressesPage() {
  const { t } = useLingui();
  return (
    <RequireAuth title={t`Manage Addresses`} message={t`Please log in to manage your addresses.`}>
      <AddressBook />
    </RequireAuth>
  );
}
