import { Trans, useLingui } from '@lingui/react/macro';
import { type Address, MAX_SAVED_ADDRESSES } from '@makerbazaar/core';
import { MapPin, Pencil, Plus } from 'lucide-react';
import { ConfirmDeleteDialog, SavedItemCard, SavedItemsPage } from '@/components/saved-items';
import { Button, type ButtonProps } from '@/components/ui/button';
import { RequireAuth } from '@/features/auth';
import { AddressBadges, AddressLines } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from './api/addresses';

function DeleteAddressDialog({ address, onClose }: { address: Address | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteAddress();
  return (
    <ConfirmDeleteDialog
      title={<Trans>Delete this address?</Trans>}
      description={
        address?.is_default ? (
          <Trans>It is your default address: your newest other address becomes the default.</Trans>
        ) : (
          <Trans>Orders already placed keep their address.</Trans>
        )
      }
      id={address?.id ?? null}
      remove={remove}
      words={{ done: t`Address deleted`, failed: t`The address could not be deleted.` }}
      onClose={onClose}
    />
  );
}

function AddressCard({ address, onDelete }: { address: Address; onDelete: () => void }) {
  const { t } = useLingui();
  const setDefault = useSetDefaultAddress();
  return (
    <SavedItemCard
      item={address}
      label={`${address.name}, ${address.city}`}
      actions={
        <AddressFormDialog
          address={address}
          trigger={
            <Button variant="outline" size="sm">
              <Pencil /> <Trans>Edit</Trans>
            </Button>
          }
        />
      }
      makeDefault={{
        label: <Trans>Set as default</Trans>,
        change: setDefault,
        done: t`Default address updated`,
        failed: t`The default address could not be changed.`,
      }}
      onDelete={onDelete}
    >
      <AddressBadges address={address} />
      <AddressLines address={address} />
    </SavedItemCard>
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
  return (
    <SavedItemsPage
      title={t`Manage Addresses`}
      description={t`Where we deliver your orders. Checkout offers your default address first.`}
      items={addresses.data?.results}
      max={MAX_SAVED_ADDRESSES}
      add={<AddressFormDialog trigger={<AddButton />} />}
      load={{ ...addresses, failedTitle: t`We couldn't load your addresses` }}
      empty={{
        icon: <MapPin />,
        title: t`No saved addresses`,
        description: t`Save your home or office address once, and pick it at checkout.`,
      }}
      placeholderClassName="h-56"
      renderItem={(address, remove) => <AddressCard address={address} onDelete={remove} />}
      renderDelete={(address, close) => <DeleteAddressDialog address={address} onClose={close} />}
    />
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
