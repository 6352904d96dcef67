import { type Address, MAX_SAVED_ADDRESSES } from '@makerbazaar/core';
import { Loader2, MapPin, Pencil, Plus, Star, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
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
  const remove = useDeleteAddress();
  return (
    <Dialog open={address !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogTitle>Delete this address?</DialogTitle>
        <DialogDescription>
          {address?.is_default
            ? 'It is your default address: your newest other address becomes the default.'
            : 'Orders already placed keep their address.'}
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              address &&
              remove.mutate(address.id, {
                onSuccess: () => {
                  toast.success('Address deleted');
                  onClose();
                },
                onError: (error) => toast.error(failure(error, 'The address could not be deleted.')),
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

function AddressCard({ address, onDelete }: { address: Address; onDelete: () => void }) {
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
              <Pencil /> Edit
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
                onSuccess: () => toast.success('Default address updated'),
                onError: (error) => toast.error(failure(error, 'The default address could not be changed.')),
              })
            }
          >
            <Star /> Set as default
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
    <Plus /> Add New Address
  </Button>
);

function AddressBook() {
  const addresses = useAddresses();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = addresses.data?.results;
  return (
    <PageContainer className="py-8">
      <PageHeader
        title="Manage Addresses"
        description="Where we deliver your orders. Checkout offers your default address first."
      >
        {list && list.length > 0 && list.length < MAX_SAVED_ADDRESSES ? (
          <AddressFormDialog trigger={addButton} />
        ) : null}
      </PageHeader>
      {addresses.isError ? (
        <EmptyState icon={<TriangleAlert />} title="We couldn't load your addresses" description="Please try again.">
          <Button variant="outline" onClick={() => addresses.refetch()}>
            Try again
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
          title="No saved addresses"
          description="Save your home or office address once, and pick it at checkout."
        >
          <AddressFormDialog trigger={addButton} />
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
  return (
    <RequireAuth title="Manage Addresses" message="Please log in to manage your addresses.">
      <AddressBook />
    </RequireAuth>
  );
}
