import {
  type AdminOrder,
  COURIERS,
  courierOfTrackingNumber,
  orderTransitionSchema,
  trackingLinkOf,
} from '@makerbazaar/core';
import { Truck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field, FormField, fieldAria } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { FormRefusal } from '../components/form-refusal';
import { showRefusal } from '../kit/save-error';
import { useOrderTransition } from './api/orders';
import { ContinueButtons, OneWayConfirmation } from './one-way-confirmation';

/** The shipping move of the transition contract: what this dialog sends. */
const shipSchema = orderTransitionSchema.options[1];
type ShipInput = z.input<typeof shipSchema>;
type Shipment = z.output<typeof shipSchema>;

/** The courier list's choice for a courier the shop does not list, whose name is then typed. */
const ANOTHER_COURIER = 'another';

/**
 * "Ship": asks the courier (one of the shop's, or another by name) and the tracking number, then
 * confirms what happens; the customer then sees them on their order, with a link to follow the parcel.
 */
export function ShipDialog({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Truck aria-hidden /> Ship
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Ship order {order.order_number}</DialogTitle>
        <DialogDescription>
          The customer gets an e-mail with the courier and the tracking number, and sees them on their order.
        </DialogDescription>
        {open ? <ShipForm order={order} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShipForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const ship = useOrderTransition(order.id);
  const id = useId();
  const [courier, setCourier] = useState('');
  const [review, setReview] = useState<Shipment | null>(null);
  const form = useForm<ShipInput, unknown, Shipment>({
    resolver: formResolver(shipSchema),
    defaultValues: { status: 'shipped', carrier: '', tracking_number: '', note: '' },
  });
  const errors = form.formState.errors;
  const trackingNumber = useWatch({ control: form.control, name: 'tracking_number' }) ?? '';
  const [recognised, setRecognised] = useState<string | null>(null);

  function chooseCourier(choice: string) {
    setCourier(choice);
    form.setValue('carrier', choice === ANOTHER_COURIER ? '' : choice, { shouldValidate: form.formState.isSubmitted });
  }

  // A number only one courier gives (India Post's EE123456789IN) chooses it, unless staff chose already.
  const numberSays = courierOfTrackingNumber(trackingNumber)?.name;
  useEffect(() => {
    if (courier !== '' || !numberSays) return;
    setCourier(numberSays);
    setRecognised(numberSays);
    form.setValue('carrier', numberSays, { shouldValidate: form.formState.isSubmitted });
  }, [courier, numberSays, form]);

  function send(shipment: Shipment) {
    ship.mutate(shipment, {
      onSuccess: () => {
        toast.success(`Order ${order.order_number} is shipped.`);
        onDone();
      },
      onError: (error) => {
        setReview(null);
        showRefusal(
          error,
          form.setError,
          ['carrier', 'tracking_number'],
          'The order could not be marked shipped. Try again.',
        );
      },
    });
  }

  const link = review ? trackingLinkOf(review.carrier, review.tracking_number) : null;
  return (
    <>
      {review ? (
        <OneWayConfirmation
          busy={ship.isPending}
          confirmLabel="Mark shipped"
          busyLabel="Shipping…"
          onBack={() => setReview(null)}
          onConfirm={() => send(review)}
        >
          Order {order.order_number} will be marked shipped with tracking number{' '}
          <span className="font-medium tabular-nums">{review.tracking_number}</span> ({review.carrier}); the customer is
          e-mailed{link ? ', with a link to follow the parcel' : ''}.
        </OneWayConfirmation>
      ) : null}
      <form noValidate hidden={review !== null} onSubmit={form.handleSubmit(setReview)} className="grid gap-4">
        <FormRefusal message={errors.root?.server?.message} />
        <Field
          id={id}
          label="Courier"
          hint={courier !== '' && courier === recognised ? 'Recognised from the tracking number.' : undefined}
          error={courier === ANOTHER_COURIER ? undefined : errors.carrier?.message}
        >
          <Select
            {...fieldAria(id, courier === ANOTHER_COURIER ? undefined : errors.carrier?.message)}
            value={courier}
            onChange={(event) => chooseCourier(event.target.value)}
          >
            <option value="">Choose the courier</option>
            {COURIERS.map((known) => (
              <option key={known.name} value={known.name}>
                {known.name}
              </option>
            ))}
            <option value={ANOTHER_COURIER}>Another courier…</option>
          </Select>
        </Field>
        {courier === ANOTHER_COURIER ? (
          <FormField
            label="Courier’s name"
            autoComplete="off"
            error={errors.carrier?.message}
            {...form.register('carrier')}
          />
        ) : null}
        <FormField
          label="Tracking number"
          autoComplete="off"
          spellCheck={false}
          error={errors.tracking_number?.message}
          {...form.register('tracking_number')}
        />
        <ContinueButtons onCancel={onDone} />
      </form>
    </>
  );
}
