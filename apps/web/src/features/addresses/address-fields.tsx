import { useLingui } from '@lingui/react/macro';
import { INDIAN_STATES, PINCODE_PATTERN, type ShippingAddressInput } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, FormField, fieldAria } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { deliveryCheckQueryOptions } from '@/features/delivery';

/**
 * Fills in the city (the PIN code's district) and the state from a whole PIN code, where the
 * customer left them empty or as last filled in; the customer may still change them, and the
 * state they confirm is the one the order's tax follows.
 */
function useFillFromPincode() {
  const { control, getValues, setValue } = useFormContext<ShippingAddressInput>();
  const pincode = (useWatch({ control, name: 'pincode' }) ?? '').trim();
  const complete = PINCODE_PATTERN.test(pincode);
  const { data: place } = useQuery({ ...deliveryCheckQueryOptions(pincode), enabled: complete });
  const filled = useRef({ city: '', state: '' });
  useEffect(() => {
    if (!place) return;
    const { city, state } = getValues();
    const options = { shouldDirty: true, shouldValidate: true } as const;
    if (!city.trim() || city === filled.current.city) setValue('city', place.district, options);
    if (!state || state === filled.current.state)
      setValue('state', place.state as ShippingAddressInput['state'], options);
    filled.current = { city: place.district, state: place.state };
  }, [place, getValues, setValue]);
}

/**
 * The fields of an address as couriers need them, inside the address book's form or checkout's
 * (a react-hook-form `FormProvider` whose values include an address).
 */
export function AddressFields() {
  const { t } = useLingui();
  const {
    register: reg,
    formState: { errors: err },
  } = useFormContext<ShippingAddressInput>();
  const stateId = useId();
  useFillFromPincode();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t`Full name`} autoComplete="name" error={err.name?.message} {...reg('name')} />
      <FormField
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="98765 43210"
        error={err.phone?.message}
        {...reg('phone')}
      />
      <FormField
        label={t`Address line 1`}
        className="sm:col-span-2"
        autoComplete="address-line1"
        placeholder={t`House or flat number, building, street`}
        error={err.line1?.message}
        {...reg('line1')}
      />
      <FormField
        label={t`Address line 2 (optional)`}
        className="sm:col-span-2"
        autoComplete="address-line2"
        placeholder={t`Area, landmark`}
        error={err.line2?.message}
        {...reg('line2')}
      />
      <FormField label={t`City`} autoComplete="address-level2" error={err.city?.message} {...reg('city')} />
      <FormField
        label={t`PIN code`}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        error={err.pincode?.message}
        {...reg('pincode')}
      />
      <Field id={stateId} label={t`State or union territory`} error={err.state?.message} className="sm:col-span-2">
        <Select {...fieldAria(stateId, err.state?.message)} autoComplete="address-level1" {...reg('state')}>
          <option value="">{t`Choose…`}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
