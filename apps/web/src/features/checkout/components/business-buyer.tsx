import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type BusinessBuyer, type BusinessBuyerInput, gstinStateRefusal } from '@makerbazaar/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { Label } from '@/components/ui/input';
import { lazyFormResolver } from '@/lib/form-resolver';

const GSTIN_NEEDED = msg`Enter the GSTIN of this business.`;

const businessBuyerResolver = lazyFormResolver<BusinessBuyerInput, BusinessBuyer>(() =>
  import('./business-buyer-schema').then((m) => m.businessBuyerSchema),
);

/** Checkout's optional business details: a GSTIN and business name for the tax invoice. */
export function useBusinessBuyer() {
  const { i18n } = useLingui();
  const [asBusiness, setAsBusiness] = useState(false);
  const form = useForm<BusinessBuyerInput, unknown, BusinessBuyer>({
    resolver: businessBuyerResolver,
    defaultValues: { gstin: '', business_name: '' },
  });

  /**
   * The details to send with the order: none for a consumer; for a business, checked, with a GSTIN
   * of the state the order goes to. Null, with the reasons on the fields, when they cannot be used.
   */
  async function read(deliveryState: string | undefined): Promise<Partial<BusinessBuyer> | null> {
    if (!asBusiness) return {};
    const checked = await new Promise<BusinessBuyer | null>((resolve) => {
      void form.handleSubmit(resolve, () => resolve(null))();
    });
    if (checked === null) return null;
    if (checked.gstin === undefined) {
      form.setError('gstin', { message: i18n._(GSTIN_NEEDED) }, { shouldFocus: true });
      return null;
    }
    const refusal = deliveryState ? gstinStateRefusal(checked.gstin, deliveryState) : null;
    if (refusal) {
      form.setError('gstin', { message: refusal }, { shouldFocus: true });
      return null;
    }
    return checked;
  }

  return { asBusiness, setAsBusiness, form, read };
}

export type BusinessBuyerState = ReturnType<typeof useBusinessBuyer>;

export function BusinessBuyerFields({ state }: { state: BusinessBuyerState }) {
  const { t } = useLingui();
  const errors = state.form.formState.errors;
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-2">
        <Checkbox
          id="checkout-as-business"
          className="mt-0.5"
          checked={state.asBusiness}
          onCheckedChange={(checked) => state.setAsBusiness(checked === true)}
        />
        <div>
          <Label htmlFor="checkout-as-business" className="inline-flex items-center gap-1.5">
            <Icon name="building-complex" className="size-4" /> <Trans>Buying for a registered business</Trans>
          </Label>
          <p className="text-xs text-muted-foreground">
            <Trans>Add your GSTIN for a tax invoice in your business’s name, to claim input tax credit.</Trans>
          </p>
        </div>
      </div>
      {state.asBusiness ? (
        <div className="grid gap-4 sm:grid-cols-2" onFocusCapture={businessBuyerResolver.preload}>
          <FormField
            label={t`GSTIN`}
            placeholder="29ABCDE1234F1ZW"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={15}
            hint={t`Registered in the state the order goes to.`}
            error={errors.gstin?.message}
            {...state.form.register('gstin')}
          />
          <FormField
            label={t`Business name`}
            autoComplete="organization"
            hint={t`As registered for GST.`}
            error={errors.business_name?.message}
            {...state.form.register('business_name')}
          />
        </div>
      ) : null}
    </div>
  );
}
