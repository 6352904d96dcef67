import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { RequestReceived } from './request-received';
import { useContactDefaults } from './use-contact-defaults';

interface RegisteredField {
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * The name and e-mail address a reply goes to, which every message form of the shop asks for. Each
 * input's id is `idPrefix-` and its field's name, as the forms' other fields are.
 */
export function ReplyToFields({
  idPrefix,
  name,
  email,
}: {
  idPrefix: string;
  name: RegisteredField & { label?: string };
  email: RegisteredField & { placeholder?: string };
}) {
  const { t } = useLingui();
  const nameId = `${idPrefix}-${name.field.name}`;
  const emailId = `${idPrefix}-${email.field.name}`;
  return (
    <>
      <Field id={nameId} label={name.label ?? t`Name`} error={name.error}>
        <Input autoComplete="name" {...fieldAria(nameId, name.error)} {...name.field} />
      </Field>
      <Field id={emailId} label={t`Email`} error={email.error}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={email.placeholder ?? 'you@example.com'}
          {...fieldAria(emailId, email.error)}
          {...email.field}
        />
      </Field>
    </>
  );
}

/** The foot of a message form: what happens next, and the send button that says it is sending. */
export function SendBar({
  note,
  sending,
  label,
  className,
}: {
  note: ReactNode;
  sending: boolean;
  /** The button's words while it is not sending. */
  label: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between', className)}>
      <p className="text-xs text-muted-foreground">{note}</p>
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="send" />}
        {sending ? t`Sending…` : label}
      </Button>
    </div>
  );
}

/** A message form's shape while what fills it in (the customer's profile) loads: its short fields, then its tall ones. */
export function MessageFormSkeleton({ fields, tall }: { fields: number; tall: readonly string[] }) {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: fields }, (_, n) => `field-${n}`).map((key) => (
        <div key={key} className="space-y-1.5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      {tall.map((height) => (
        <Skeleton key={height} className={cn('w-full sm:col-span-2', height)} />
      ))}
    </div>
  );
}

/**
 * A message form that gives way to its receipt once sent, and comes back empty when the customer
 * sends another. Until the customer's details that fill it in are known, `skeleton` holds its place.
 */
export function FormUntilSent<Sent>({
  form,
  receipt,
  skeleton,
}: {
  form: (onSent: (sent: Sent) => void) => ReactNode;
  receipt: (sent: Sent) => Omit<ComponentProps<typeof RequestReceived>, 'onReset'>;
  skeleton: ReactNode;
}) {
  const { ready } = useContactDefaults();
  // Boxed, so that no answer, whatever its type, is taken for a state updater.
  const [sent, setSent] = useState<{ value: Sent } | null>(null);
  if (sent) return <RequestReceived {...receipt(sent.value)} onReset={() => setSent(null)} />;
  return ready ? form((value) => setSent({ value })) : skeleton;
}
