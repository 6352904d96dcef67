import {
  DEFAULT_DELIVERY_DAYS,
  DELIVERY_ZONE_LABELS,
  DELIVERY_ZONES,
  type DeliveryRules,
  type DeliveryRulesInput,
  type DeliveryZone,
  deliveryRulesInputSchema,
  type FieldErrors,
} from '@makerbazaar/core';
import { Loader2, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AdminPageHeader, AdminPanel } from '../components/admin-page';
import { FormRefusal } from '../components/form-refusal';
import { TextareaField } from '../kit/fields';
import { Loaded } from '../kit/loaded';
import { useDeliveryRules, useSaveDeliveryRules } from './api/delivery';

type ZoneDays = Record<DeliveryZone, { min: string; max: string }>;

/** PIN codes or prefixes as staff type them: one a line, or separated by commas or spaces. */
const pincodeList = (text: string) => text.split(/[\s,]+/).filter(Boolean);

function zoneDaysText(rules: DeliveryRules): ZoneDays {
  return Object.fromEntries(
    DELIVERY_ZONES.map((zone) => [
      zone,
      { min: String(rules.zone_days[zone].min), max: String(rules.zone_days[zone].max) },
    ]),
  ) as ZoneDays;
}

/** The first message of each field the shared rules refuse, as the server would word it. */
function refusedFields(input: DeliveryRulesInput): FieldErrors {
  const parsed = deliveryRulesInputSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** One list of PIN codes or prefixes, typed one a line. */
function PincodeRulesPanel({
  title,
  hint,
  value,
  onChange,
  error,
}: {
  title: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <AdminPanel title={title}>
      <TextareaField
        label="PIN codes or prefixes"
        hint={hint}
        error={error}
        controlClassName="font-mono"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </AdminPanel>
  );
}

function DeliveryRulesForm({ rules }: { rules: DeliveryRules }) {
  const save = useSaveDeliveryRules();
  const [noDelivery, setNoDelivery] = useState(rules.no_delivery.join('\n'));
  const [noCod, setNoCod] = useState(rules.no_cod.join('\n'));
  const [days, setDays] = useState(() => zoneDaysText(rules));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string>();

  function setDay(zone: DeliveryZone, bound: 'min' | 'max', value: string) {
    setDays((current) => ({ ...current, [zone]: { ...current[zone], [bound]: value } }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: DeliveryRulesInput = {
      no_delivery: pincodeList(noDelivery),
      no_cod: pincodeList(noCod),
      zone_days: Object.fromEntries(
        DELIVERY_ZONES.map((zone) => [zone, { min: Number(days[zone].min), max: Number(days[zone].max) }]),
      ) as DeliveryRulesInput['zone_days'],
    };
    const refused = refusedFields(input);
    setErrors(refused);
    setRefusal(undefined);
    if (Object.keys(refused).length > 0) return;
    save.mutate(input, {
      onSuccess: (saved) => {
        setNoDelivery(saved.no_delivery.join('\n'));
        setNoCod(saved.no_cod.join('\n'));
        setDays(zoneDaysText(saved));
        toast.success('Delivery rules saved');
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : undefined;
        if (fields) setErrors(fields);
        else
          setRefusal(
            error instanceof ApiError ? error.serverMessage : 'The rules could not be saved. Please try again.',
          );
      },
    });
  }

  const daysError = errors.zone_days?.[0];
  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <PincodeRulesPanel
          title="PIN codes we do not deliver to"
          hint="One a line, or separated by commas. A prefix such as 744 covers every PIN code starting with it."
          value={noDelivery}
          onChange={setNoDelivery}
          error={errors.no_delivery?.[0]}
        />
        <PincodeRulesPanel
          title="PIN codes without cash on delivery"
          hint="Customers there pay online; everywhere else we deliver offers cash on delivery."
          value={noCod}
          onChange={setNoCod}
          error={errors.no_cod?.[0]}
        />
      </div>
      <AdminPanel title="Delivery days by zone">
        <p className="mb-3 text-sm text-muted-foreground">
          Working days from dispatch to the door. Orders placed after 14:00 leave the next working day; nothing moves on
          Sundays.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th className="py-2 pr-4 font-medium">Zone</th>
                <th className="py-2 pr-2 font-medium sm:pr-4">Fewest days</th>
                <th className="py-2 pr-2 font-medium sm:pr-4">Most days</th>
                <th className="hidden py-2 font-medium sm:table-cell">Default</th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {DELIVERY_ZONES.map((zone) => (
                <tr key={zone}>
                  <th scope="row" className="py-2 pr-4 text-left font-medium">
                    {DELIVERY_ZONE_LABELS[zone]}
                  </th>
                  {(['min', 'max'] as const).map((bound) => (
                    <td key={bound} className="py-2 pr-2 sm:pr-4">
                      <Input
                        type="number"
                        min={0}
                        inputMode="numeric"
                        aria-label={`${DELIVERY_ZONE_LABELS[zone]}: ${bound === 'min' ? 'fewest' : 'most'} days`}
                        aria-invalid={daysError ? true : undefined}
                        className="w-16 sm:w-24"
                        value={days[zone][bound]}
                        onChange={(event) => setDay(zone, bound, event.target.value)}
                      />
                    </td>
                  ))}
                  <td className="hidden py-2 text-muted-foreground tabular-nums sm:table-cell">
                    {DEFAULT_DELIVERY_DAYS[zone].min}–{DEFAULT_DELIVERY_DAYS[zone].max}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {daysError ? (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {daysError}
          </p>
        ) : null}
      </AdminPanel>
      <FormRefusal message={refusal} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" /> : <Save aria-hidden />} Save delivery rules
        </Button>
      </div>
    </form>
  );
}

/** /admin/delivery: where the shop does not deliver, where COD is off, and how many days each zone takes. */
export default function DeliveryPage() {
  const rules = useDeliveryRules();
  return (
    <>
      <AdminPageHeader
        title="Delivery"
        description="What the Check delivery box and checkout answer for a PIN code. Changes apply at once and are recorded in the audit log."
      />
      <Loaded query={rules} failed="The delivery rules could not be loaded." loading={['h-40', 'h-64']}>
        {(data) => <DeliveryRulesForm rules={data} />}
      </Loaded>
    </>
  );
}
