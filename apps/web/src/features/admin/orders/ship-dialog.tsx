import { type AdminOrder, orderTransitionSchema } from '@makerbazaar/core';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { placeServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { FormRefusal } from '../components/form-refusal';
import { useOrderTransition } from './api/orders';

/** The shipping move of the transition contract: what this dialog sends. */
const shipSchema = orderTransitionSchema.options[1];
type ShipInput = z.input<typeof shipSchema>;

/** "Ship": asks the courier and its tracking number, which the customer then sees and is e-mailed. */
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
  const form = useForm<ShipInput, unknown, z.output<typeof shipSchema>>({
    resolver: formResolver(shipSchema),
    defaultValues: { status: 'shipped', carrier: '', tracking_number: '', note: '' },
  });
  const errors = form.formState.errors;

  function submit(values: z.output<typeof shipSchema>) {
    ship.mutate(values, {
      onSuccess: () => {
        toast.success(`Order ${order.order_number} is shipped.`);
        onDone();
      },
      onError: (error) => {
        const refusal = placeServerErrors(
          error,
          form.setError,
          ['carrier', 'tracking_number'],
          'The order could not be marked shipped. Try again.',
        );
        if (refusal) form.setError('root.server', { message: refusal });
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <FormRefusal message={errors.root?.server?.message} />
      <FormField
        label="Courier"
        placeholder="Delhivery, Blue Dart, India Post…"
        autoComplete="off"
        error={errors.carrier?.message}
        {...form.register('carrier')}
      />
      <FormField
        label="Tracking number"
        autoComplete="off"
        spellCheck={false}
        error={errors.tracking_number?.message}
        {...form.register('tracking_number')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={ship.isPending}>
          {ship.isPending ? 'Shipping…' : 'Mark shipped'}
        </Button>
      </div>
    </form>
  );
}
