import {
  type AdminCoupon,
  type CouponCreateInput,
  type CouponCreateValues,
  couponCreateSchema,
  dateInIndia,
  everyTranslation,
  MAX_COUPON_CODE_LENGTH,
  SHOP_DATE_RANGE,
} from '@makerbazaar/core';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { useAdminCategories } from '../categories/api/categories';
import { TranslationSections, translatedLabel } from '../components/translation-sections';
import { DialogForm, FormDialog } from '../kit/dialog-form';
import { LinesField, NumberField, optionalNumber, SelectField, TextareaField } from '../kit/fields';
import { showRefusal } from '../kit/save-error';
import { SwitchField } from '../kit/switch-field';
import type { EditDialogProps } from '../kit/use-edit-dialog';
import { useSaveCoupon } from './api/coupons';

/** A coupon's first and last day: the dates the server takes. */
const shopDate = { type: 'date', min: SHOP_DATE_RANGE.first, max: SHOP_DATE_RANGE.last } as const;

const FIELDS = [
  'code',
  'title',
  'description',
  'kind',
  'value',
  'min_order',
  'max_discount',
  'starts_on',
  'expires_on',
  'usage_limit',
  'per_customer_limit',
  'category_id',
  'terms',
  'audience',
  'customer_emails',
  'is_active',
] as const;

/** E-mails one a line, or separated by commas or spaces. */
const emails = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

function defaultsOf(coupon: AdminCoupon | undefined): CouponCreateInput {
  const today = dateInIndia();
  return {
    code: coupon?.code ?? '',
    title: coupon?.title ?? '',
    description: coupon?.description ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon?.value ?? 10,
    min_order: coupon?.min_order ?? 0,
    max_discount: coupon?.max_discount ?? null,
    starts_on: coupon?.starts_on ?? today,
    expires_on: coupon?.expires_on ?? today,
    usage_limit: coupon?.usage_limit ?? null,
    per_customer_limit: coupon?.per_customer_limit ?? 1,
    category_id: coupon?.category?.id ?? null,
    terms: coupon?.terms ?? [],
    audience: coupon?.audience ?? 'everyone',
    customer_emails: coupon?.customers.map((c) => c.email) ?? [],
    is_active: coupon?.is_active ?? true,
    translations: coupon?.translations ?? everyTranslation({}, { title: '', description: '', terms: [] as string[] }),
  };
}

/** "New coupon" (editing none) or "Edit coupon": the discount, its limits, its dates and who may use it. */
export function CouponDialog({ editing: coupon, open, onOpenChange }: EditDialogProps<AdminCoupon>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      title={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      description={
        coupon && coupon.times_used > 0
          ? `Used on ${coupon.times_used} orders: its code and discount stay as customers were promised.`
          : 'Customers see it on My Coupons from its first day, and enter the code at checkout.'
      }
    >
      {(close) => <CouponForm coupon={coupon} onDone={close} />}
    </FormDialog>
  );
}

function CouponForm({ coupon, onDone }: { coupon?: AdminCoupon; onDone: () => void }) {
  const save = useSaveCoupon();
  const categories = useAdminCategories();
  const form = useForm<CouponCreateInput, unknown, CouponCreateValues>({
    resolver: formResolver(couponCreateSchema),
    defaultValues: defaultsOf(coupon),
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const audience = form.watch('audience');
  const promised = Boolean(coupon && coupon.times_used > 0);

  function submit(values: CouponCreateValues) {
    save.mutate(
      { id: coupon?.id ?? null, ...values },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.code} was ${coupon ? 'saved' : 'created'}.`);
          onDone();
        },
        onError: (error) => showRefusal(error, form.setError, FIELDS, 'The coupon was not saved. Try again.'),
      },
    );
  }

  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      saving={save.isPending}
      saveLabel={coupon ? 'Save coupon' : 'Create coupon'}
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <FormField
          label="Code"
          hint="Capitals, digits, hyphens"
          maxLength={MAX_COUPON_CODE_LENGTH}
          spellCheck={false}
          autoCapitalize="characters"
          className="[&_input]:font-mono [&_input]:uppercase"
          readOnly={promised}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <FormField label="Title" error={errors.title?.message} {...form.register('title')} />
      </div>
      <TextareaField
        label="Description (optional)"
        controlClassName="min-h-16"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Discount type"
          error={errors.kind?.message}
          controlClassName={promised ? 'pointer-events-none opacity-70' : undefined}
          tabIndex={promised ? -1 : undefined}
          {...form.register('kind', {
            // Only a percentage has a cap: a hidden cap must not hold the form back.
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'flat') form.setValue('max_discount', null);
            },
          })}
        >
          <option value="percent">Percentage off</option>
          <option value="flat">Rupees off</option>
        </SelectField>
        <NumberField
          label={kind === 'percent' ? 'Percent' : 'Rupees'}
          rupees
          min={1}
          readOnly={promised}
          error={errors.value?.message}
          {...form.register('value', { valueAsNumber: true })}
        />
        {kind === 'percent' ? (
          <NumberField
            label="Maximum discount (₹)"
            hint="Empty for no cap"
            rupees
            error={errors.max_discount?.message}
            {...form.register('max_discount', { setValueAs: optionalNumber })}
          />
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          label="Minimum order (₹)"
          rupees
          error={errors.min_order?.message}
          {...form.register('min_order', { valueAsNumber: true })}
        />
        <FormField label="First day" {...shopDate} error={errors.starts_on?.message} {...form.register('starts_on')} />
        <FormField label="Last day" {...shopDate} error={errors.expires_on?.message} {...form.register('expires_on')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          label="Uses in all"
          hint="Empty for no limit"
          min={1}
          error={errors.usage_limit?.message}
          {...form.register('usage_limit', { setValueAs: optionalNumber })}
        />
        <NumberField
          label="Uses per customer"
          min={1}
          error={errors.per_customer_limit?.message}
          {...form.register('per_customer_limit', { valueAsNumber: true })}
        />
        <SelectField
          label="Category"
          error={errors.category_id?.message}
          {...form.register('category_id', { setValueAs: optionalNumber })}
        >
          <option value="">Whole order</option>
          {categories.data?.results.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name} only
            </option>
          ))}
        </SelectField>
      </div>
      <LinesField control={form.control} name="terms" label="Terms (one per line)" />
      <TranslationSections
        translated={(language) => {
          const texts = coupon?.translations[language];
          return Boolean(texts && (texts.title || texts.description || texts.terms.length > 0));
        }}
        invalid={(language) => Boolean(errors.translations?.[language])}
        fields={(language) => (
          <>
            <FormField
              label={translatedLabel('Title', language)}
              lang={language}
              error={errors.translations?.[language]?.title?.message}
              {...form.register(`translations.${language}.title`)}
            />
            <TextareaField
              label={translatedLabel('Description', language)}
              lang={language}
              controlClassName="min-h-16"
              error={errors.translations?.[language]?.description?.message}
              {...form.register(`translations.${language}.description`)}
            />
            <LinesField
              control={form.control}
              name={`translations.${language}.terms`}
              label={translatedLabel('Terms (one per line)', language)}
              lang={language}
            />
          </>
        )}
      />
      <SelectField label="Who may use it" error={errors.audience?.message} {...form.register('audience')}>
        <option value="everyone">Every customer</option>
        <option value="chosen">Only the customers below</option>
      </SelectField>
      {audience === 'chosen' ? (
        <LinesField
          control={form.control}
          name="customer_emails"
          split={emails}
          label="Customers' e-mails"
          hint="One per line, or separated by commas"
          controlClassName="font-mono text-xs"
          error={errors.customer_emails?.message ?? errors.customer_emails?.root?.message}
        />
      ) : null}
      <SwitchField control={form.control} name="is_active" label="Customers can use it" />
    </DialogForm>
  );
}
