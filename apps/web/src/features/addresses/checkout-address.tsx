import { Trans } from '@lingui/react/macro';
import {
  type Address,
  formatIndianPhone,
  type ShippingAddress,
  type ShippingAddressInput,
  type User,
} from '@makerbazaar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { Icon } from '@/components/ui/icon';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { lazyFormResolver } from '@/lib/form-resolver';
import { AddressBadges, AddressLines } from './address-card';
import { AddressFields } from './address-fields';
import { addressesQueryKey, useAddresses } from './api/addresses';

/** A saved address by id, or the form for a new one. */
export type AddressChoice = number | 'new';

const REQUIRED_FIELDS = ['name', 'phone', 'line1', 'city', 'state', 'pincode'] as const;

/** A first address starts from the profile: the name, the phone, and the old one-text address as line 1. */
function fromProfile(user: User): ShippingAddressInput {
  return {
    name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username,
    phone: user.profile.phone && formatIndianPhone(user.profile.phone),
    line1: user.profile.address.replace(/\s*\n\s*/g, ', ').slice(0, 200),
    line2: '',
    city: '',
    state: '' as ShippingAddressInput['state'],
    pincode: '',
  };
}

const shippingAddressResolver = lazyFormResolver<ShippingAddressInput, ShippingAddress>(() =>
  import('./shipping-address-schema').then((m) => m.shippingAddressSchema),
);

/** Checkout's address: the saved ones (the default chosen first), or a new one, saved too if asked. */
export function useCheckoutAddress(user: User) {
  const queryClient = useQueryClient();
  const addresses = useAddresses();
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  const [save, setSave] = useState(true);
  const form = useForm<ShippingAddressInput, unknown, ShippingAddress>({
    resolver: shippingAddressResolver,
    defaultValues: fromProfile(user),
  });
  const typed = useWatch({ control: form.control });
  const saved = addresses.data?.results ?? [];
  const selected: AddressChoice =
    choice === 'new' || saved.some((a) => a.id === choice) ? (choice as AddressChoice) : (saved[0]?.id ?? 'new');
  return {
    isPending: addresses.isPending,
    saved,
    selected,
    choose: setChoice,
    save,
    setSave,
    form,
    /** The state the order goes to, as chosen or typed so far. */
    deliveryState: selected === 'new' ? typed.state : saved.find((a) => a.id === selected)?.state,
    /** The PIN code the order goes to, as chosen or typed so far. */
    deliveryPincode: selected === 'new' ? typed.pincode?.trim() : saved.find((a) => a.id === selected)?.pincode,
    /** Confirm waits until a new address has every required field. */
    blank: selected === 'new' && REQUIRED_FIELDS.some((field) => !String(typed[field] ?? '').trim()),
    /** After the server could not find the chosen address (deleted in another tab). */
    refresh: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  };
}

export type CheckoutAddressState = ReturnType<typeof useCheckoutAddress>;

function SavedAddressOption({
  address,
  checked,
  onChoose,
}: {
  address: Address;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors hover:border-primary/60',
        checked && 'border-primary bg-primary/5 ring-1 ring-primary',
      )}
    >
      <input
        type="radio"
        name="checkout-address"
        className="mt-1 accent-primary"
        checked={checked}
        onChange={onChoose}
      />
      <span className="grid min-w-0 gap-2">
        <AddressBadges address={address} />
        <AddressLines address={address} />
      </span>
    </label>
  );
}

export function CheckoutAddress({ state }: { state: CheckoutAddressState }) {
  const hasSaved = state.saved.length > 0;
  return (
    <div className="grid gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold">
          <Trans>Delivery address</Trans>
        </h2>
        {hasSaved ? (
          <Link to="/addresses" className="text-sm text-primary hover:underline">
            <Trans>Manage addresses</Trans>
          </Link>
        ) : null}
      </div>
      {hasSaved ? (
        <fieldset className="grid gap-3">
          <legend className="sr-only">
            <Trans>Choose a delivery address</Trans>
          </legend>
          {state.saved.map((address) => (
            <SavedAddressOption
              key={address.id}
              address={address}
              checked={state.selected === address.id}
              onChoose={() => state.choose(address.id)}
            />
          ))}
          <label
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border border-dashed p-4 text-sm font-medium hover:border-primary/60',
              state.selected === 'new' && 'border-primary bg-primary/5 ring-1 ring-primary',
            )}
          >
            <input
              type="radio"
              name="checkout-address"
              className="accent-primary"
              checked={state.selected === 'new'}
              onChange={() => state.choose('new')}
            />
            <Icon name="plus" className="size-4" /> <Trans>Deliver to a new address</Trans>
          </label>
        </fieldset>
      ) : null}
      {state.selected === 'new' ? (
        <FormProvider {...state.form}>
          <div
            className={cn('grid gap-4', hasSaved && 'rounded-lg border p-4')}
            onFocusCapture={shippingAddressResolver.preload}
          >
            <AddressFields />
            <div className="flex items-center gap-2">
              <Checkbox
                id="save-checkout-address"
                checked={state.save}
                onCheckedChange={(checked) => state.setSave(checked === true)}
              />
              <Label htmlFor="save-checkout-address">
                <Trans>Save this address for next time</Trans>
              </Label>
            </div>
          </div>
        </FormProvider>
      ) : null}
    </div>
  );
}
