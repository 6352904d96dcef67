import { Trans, useLingui } from '@lingui/react/macro';
import {
  type BulkQuote,
  type BulkQuoteRequestInput,
  bulkQuoteRequestSchema,
  dateInIndia,
  SHOP_DATE_RANGE,
} from '@makerbazaar/core';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { Input, Label, Textarea } from '@/components/ui/input';
import { showServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { type BulkQuoteRequest, useRequestBulkQuote } from './api/request-bulk-quote';
import { FormUntilSent, MessageFormSkeleton, ReplyToFields, SendBar } from './message-form';
import { useContactDefaults } from './use-contact-defaults';

const MAX_ITEMS = 50;
const FIELDS: FieldPath<BulkQuoteRequestInput>[] = [
  'organisation',
  'gstin',
  'contact_name',
  'email',
  'phone',
  'items',
  'needed_by',
  'notes',
];

const EMPTY_ITEM = { name: '', quantity: 1 };

/** The part a product page asked a quote for ("Need more?"), from `?item=…&quantity=…`; else an empty row. */
function askedItem(params: URLSearchParams) {
  const name = params.get('item');
  const quantity = Number(params.get('quantity'));
  return name ? { name, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1 } : EMPTY_ITEM;
}

function QuoteForm({ onSent }: { onSent: (quote: BulkQuote) => void }) {
  const { t } = useLingui();
  const contact = useContactDefaults();
  const send = useRequestBulkQuote();
  const [params] = useSearchParams();
  const form = useForm<BulkQuoteRequestInput, unknown, BulkQuoteRequest>({
    resolver: formResolver(bulkQuoteRequestSchema),
    defaultValues: {
      organisation: '',
      gstin: '',
      contact_name: contact.name,
      email: contact.email,
      phone: contact.phone,
      items: [askedItem(params)],
      needed_by: '',
      notes: '',
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { errors } = form.formState;
  const aria = (field: Exclude<keyof BulkQuoteRequestInput, 'items'>) =>
    fieldAria(`bulk-${field}`, errors[field]?.message);
  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  function submit(values: BulkQuoteRequest) {
    send.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        showServerErrors(error, form.setError, FIELDS, t`Your quote request could not be sent. Please try again.`);
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <Field id="bulk-organisation" label={t`Organisation`} error={errors.organisation?.message}>
        <Input
          autoComplete="organization"
          placeholder={t`College, school, lab or company`}
          {...aria('organisation')}
          {...form.register('organisation')}
        />
      </Field>
      <Field
        id="bulk-gstin"
        label={t`GSTIN (optional)`}
        hint={t`For a GST invoice in your organisation's name`}
        error={errors.gstin?.message}
      >
        <Input
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          placeholder="29ABCDE1234F1ZW"
          {...aria('gstin')}
          {...form.register('gstin')}
        />
      </Field>
      <ReplyToFields
        idPrefix="bulk"
        name={{ field: form.register('contact_name'), error: errors.contact_name?.message, label: t`Contact name` }}
        email={{
          field: form.register('email'),
          error: errors.email?.message,
          placeholder: 'purchase@college.edu.in',
        }}
      />
      <Field id="bulk-phone" label={t`Phone`} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...aria('phone')} {...form.register('phone')} />
      </Field>
      <Field id="bulk-needed_by" label={t`Needed by`} error={errors.needed_by?.message}>
        <Input
          type="date"
          min={dateInIndia()}
          max={SHOP_DATE_RANGE.last}
          {...aria('needed_by')}
          {...form.register('needed_by')}
        />
      </Field>

      <fieldset className="sm:col-span-2" aria-describedby={itemsError ? 'bulk-items-error' : undefined}>
        <legend className="text-sm font-medium">
          <Trans>Items</Trans>
        </legend>
        <p className="mt-0.5 text-xs text-muted-foreground">
          <Trans>A product name, code or link from our shop, and how many you need.</Trans>
        </p>
        <div aria-hidden="true" className="mt-3 hidden gap-2 text-xs font-medium text-muted-foreground sm:flex">
          <span className="flex-1">
            <Trans>Item</Trans>
          </span>
          <span className="w-28">
            <Trans>Quantity</Trans>
          </span>
          <span className="w-10" />
        </div>
        <ol className="mt-2 space-y-3 sm:mt-1.5">
          {items.fields.map((item, index) => {
            const number = index + 1;
            const nameError = errors.items?.[index]?.name?.message;
            const quantityError = errors.items?.[index]?.quantity?.message;
            return (
              <li key={item.id} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <Label htmlFor={`bulk-items-${index}-name`} className="sr-only">
                    <Trans>Item {number}</Trans>
                  </Label>
                  <Input
                    placeholder={t`e.g. Arduino Uno R3`}
                    {...fieldAria(`bulk-items-${index}-name`, nameError)}
                    {...form.register(`items.${index}.name`)}
                  />
                  {nameError ? (
                    <p id={`bulk-items-${index}-name-error`} className="mt-1 text-xs text-destructive">
                      {nameError}
                    </p>
                  ) : null}
                </div>
                <div className="w-20 sm:w-28">
                  <Label htmlFor={`bulk-items-${index}-quantity`} className="sr-only">
                    <Trans>Quantity of item {number}</Trans>
                  </Label>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    {...fieldAria(`bulk-items-${index}-quantity`, quantityError)}
                    {...form.register(`items.${index}.quantity`, { valueAsNumber: true })}
                  />
                  {quantityError ? (
                    <p id={`bulk-items-${index}-quantity-error`} className="mt-1 text-xs text-destructive">
                      {quantityError}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-muted-foreground hover:text-destructive"
                  aria-label={t`Remove item ${number}`}
                  disabled={items.fields.length === 1}
                  onClick={() => {
                    items.remove(index);
                    // The button is gone with its row; the row above takes the focus.
                    form.setFocus(`items.${Math.max(0, index - 1)}.name`);
                  }}
                >
                  <Icon name="trash" />
                </Button>
              </li>
            );
          })}
        </ol>
        {itemsError ? (
          <p id="bulk-items-error" className="mt-2 text-xs text-destructive">
            {itemsError}
          </p>
        ) : null}
        {items.fields.length < MAX_ITEMS ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => items.append(EMPTY_ITEM)}>
            <Icon name="plus" /> <Trans>Add another item</Trans>
          </Button>
        ) : null}
      </fieldset>

      <Field id="bulk-notes" label={t`Notes (optional)`} error={errors.notes?.message} className="sm:col-span-2">
        <Textarea
          rows={4}
          placeholder={t`Delivery PIN code, purchase order details, kits per student, anything else we should know.`}
          {...aria('notes')}
          {...form.register('notes')}
        />
      </Field>
      <SendBar
        className="sm:col-span-2"
        note={<Trans>We reply with a quote within one working day.</Trans>}
        sending={send.isPending}
        label={t`Request a quote`}
      />
    </form>
  );
}

/** The bulk quote request; once sent, its reference number in its place. */
export function BulkQuoteForm() {
  const { t } = useLingui();
  return (
    <FormUntilSent<BulkQuote>
      form={(onSent) => <QuoteForm onSent={onSent} />}
      receipt={(quote) => ({
        title: t`Quote request received`,
        detail: quote.detail,
        referenceLabel: t`Quote reference`,
        reference: quote.reference,
        note: t`Your quote comes with prices including GST, the delivery date and a proforma invoice. Quote this reference in your purchase order and when you write to us.`,
        resetLabel: t`Request another quote`,
      })}
      skeleton={<MessageFormSkeleton fields={6} tall={['h-36', 'h-28']} />}
    />
  );
}
