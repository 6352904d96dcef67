import {
  type InboxReplyInput,
  type InboxThread,
  inboxReplyInputSchema,
  TICKET_CLOSED_NO_REPLY,
} from '@makerbazaar/core';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { placeServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { toast } from '@/lib/toast';
import { AdminPanel } from '../components/admin-page';
import { TextareaField } from '../kit/fields';
import { useReplyToThread } from './api/reply-to-thread';

/** What a reply does to the thread, said before it is sent. */
function effectOf(thread: InboxThread): string | undefined {
  if (thread.kind === 'ticket' && thread.status === 'open') return 'Sending marks the ticket answered.';
  if (thread.kind === 'quote' && thread.status === 'new') return 'Sending marks the request quoted.';
  if (thread.kind === 'contact' && thread.status === 'new') return 'Sending marks the message handled.';
  return undefined;
}

/** The reply box under a thread: the reply is e-mailed to the customer and kept on the thread. */
export function ReplyForm({ thread }: { thread: InboxThread }) {
  const reply = useReplyToThread(thread.kind, thread.id);
  const form = useForm<InboxReplyInput>({ resolver: formResolver(inboxReplyInputSchema), defaultValues: { body: '' } });
  const error = form.formState.errors.body?.message;

  if (thread.kind === 'ticket' && thread.status === 'closed') {
    return (
      <AdminPanel title="Reply">
        <p className="text-sm text-muted-foreground">{TICKET_CLOSED_NO_REPLY}</p>
      </AdminPanel>
    );
  }

  const send = form.handleSubmit((values) =>
    reply.mutateAsync(values).then(
      () => {
        form.reset({ body: '' });
        toast.success(`Reply sent to ${thread.email}.`);
      },
      (failure: unknown) => {
        const message = placeServerErrors(failure, form.setError, ['body'], 'The reply could not be sent. Try again.');
        if (message) toast.error(message);
      },
    ),
  );

  return (
    <AdminPanel title="Reply">
      <form onSubmit={send} noValidate className="flex flex-col gap-3">
        <TextareaField
          label={`To ${thread.email}`}
          error={error}
          hint={effectOf(thread)}
          rows={6}
          placeholder="Write your answer. It is e-mailed with the reference, and kept here."
          {...form.register('body')}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            <Send aria-hidden /> {form.formState.isSubmitting ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      </form>
    </AdminPanel>
  );
}
