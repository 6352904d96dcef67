import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  SUPPORT_TOPICS,
  type SupportRequestInput,
  type SupportTicket,
  type SupportTopic,
  supportRequestSchema,
} from '@makerbazaar/core';
import { type FieldPath, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Field, fieldAria } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { showServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { useSignedIn } from '@/lib/session';
import { type SupportRequest, useSendSupportRequest } from './api/send-support-request';
import { FormUntilSent, MessageFormSkeleton, ReplyToFields, SendBar } from './message-form';
import { REPLY_TIME } from './shop-times';
import { useContactDefaults } from './use-contact-defaults';

const FIELDS: FieldPath<SupportRequestInput>[] = ['topic', 'order_number', 'name', 'email', 'message'];

/** The topics as a reader sees them; the English one is what the server receives. */
const TOPIC_LABELS: Record<SupportTopic, MessageDescriptor> = {
  'Order and delivery': msg`Order and delivery`,
  'Returns and refunds': msg`Returns and refunds`,
  Payments: msg`Payments`,
  'Technical help with a product': msg`Technical help with a product`,
  Account: msg`Account`,
  Other: msg`Other`,
};

function SupportForm({ onSent }: { onSent: (ticket: SupportTicket) => void }) {
  const { i18n, t } = useLingui();
  const replyTime = i18n._(REPLY_TIME);
  const contact = useContactDefaults();
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const send = useSendSupportRequest();
  const form = useForm<SupportRequestInput, unknown, SupportRequest>({
    resolver: formResolver(supportRequestSchema),
    defaultValues: { order_number: '', name: contact.name, email: contact.email, message: '' },
  });
  const { errors } = form.formState;
  const aria = (field: FieldPath<SupportRequestInput>) => fieldAria(`support-${field}`, errors[field]?.message);

  function submit(values: SupportRequest) {
    send.mutate(values, {
      onSuccess: onSent,
      onError: (error) => {
        showServerErrors(error, form.setError, FIELDS, t`Your request could not be sent. Please try again.`);
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4 sm:grid-cols-2">
      <Field id="support-topic" label={t`Topic`} error={errors.topic?.message}>
        <Select defaultValue="" {...aria('topic')} {...form.register('topic')}>
          <option value="" disabled>
            <Trans>Choose a topic</Trans>
          </option>
          {SUPPORT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {i18n._(TOPIC_LABELS[topic])}
            </option>
          ))}
        </Select>
      </Field>
      {signedIn ? (
        <Field
          id="support-order_number"
          label={t`Order number (optional)`}
          hint={t`As shown in My Orders, e.g. MB20261121-1042`}
          error={errors.order_number?.message}
        >
          <Input
            autoCapitalize="characters"
            spellCheck={false}
            {...aria('order_number')}
            // Signing out elsewhere hides the field: its value goes with it, not silently to the server.
            {...form.register('order_number', { shouldUnregister: true })}
          />
        </Field>
      ) : (
        // An order is discussed only with the account that placed it, so a visitor signs in first.
        <p className="self-end text-sm text-muted-foreground sm:pb-2.5">
          <Trans>
            Asking about an order?{' '}
            <Link to="/login" state={{ from: pathname }} className="font-semibold text-primary hover:underline">
              Sign in
            </Link>{' '}
            so we can find it in your account.
          </Trans>
        </p>
      )}
      <ReplyToFields
        idPrefix="support"
        name={{ field: form.register('name'), error: errors.name?.message }}
        email={{ field: form.register('email'), error: errors.email?.message }}
      />
      <Field id="support-message" label={t`Message`} error={errors.message?.message} className="sm:col-span-2">
        <Textarea
          rows={6}
          placeholder={t`What happened, and what have you tried? For a part that misbehaves, mention the board, how it is wired and the exact error.`}
          {...aria('message')}
          {...form.register('message')}
        />
      </Field>
      <SendBar
        className="sm:col-span-2"
        note={<Trans>We reply by e-mail within {replyTime}.</Trans>}
        sending={send.isPending}
        label={t`Send request`}
      />
    </form>
  );
}

/**
 * The support request form; once sent, the ticket number in its place. Name and e-mail come from
 * the profile of a signed-in customer; only a signed-in customer can name an order.
 */
export function SupportRequestForm() {
  const { i18n, t } = useLingui();
  const replyTime = i18n._(REPLY_TIME);
  return (
    <FormUntilSent<SupportTicket>
      form={(onSent) => <SupportForm onSent={onSent} />}
      receipt={(ticket) => ({
        title: t`Support request received`,
        detail: ticket.detail,
        referenceLabel: t`Ticket number`,
        reference: ticket.ticket_number,
        note: t`Quote it when you write or call about this request. We reply by e-mail within ${replyTime}.`,
        resetLabel: t`Send another request`,
      })}
      skeleton={<MessageFormSkeleton fields={4} tall={['h-36', 'h-11']} />}
    />
  );
}
