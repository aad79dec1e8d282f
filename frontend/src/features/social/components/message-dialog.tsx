import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SOCIAL_LIMITS, type PersonRef, type SendMessageInput } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { TextAreaField, TextField } from '@/components/ui/form/text-fields';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useSendMessage } from '../api/messages';
import { FormDialog } from './form-dialog';
import { personName } from './person-name';

/** "Re: " once, however long the thread, and never past the subject's limit. */
function replySubject(subject: string): string {
  return (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`).slice(0, SOCIAL_LIMITS.subject);
}

// Loaded when a dialog opens: the inbox on the dashboard is painted without zod.
const resolver = lazyResolver(() => import('./message-rules').then((m) => m.messageResolver));

/** A message to `player`; with `replyTo` (a message they sent) it is a Reply, its subject carried over. */
export function MessageDialog({ player, replyTo }: { player: PersonRef; replyTo?: { subject: string } }) {
  const [open, setOpen] = useState(false);
  const send = useSendMessage();
  const form = useForm({
    resolver,
    defaultValues: { recipientId: player.id, subject: replyTo ? replySubject(replyTo.subject) : '', message: '' },
  });
  const name = personName(player);

  const onSubmit = (values: SendMessageInput) =>
    send.mutate(values, {
      onSuccess: () => {
        successToast('Message Sent', `Your message to ${name} was sent.`)();
        form.reset();
        setOpen(false);
      },
      onError: failureToast('Failed to send message. Please try again.'),
    });

  return (
    <FormDialog
      trigger={
        replyTo ? (
          <Button size="sm" variant="outline" aria-label={`Reply to ${name}`}>
            Reply
          </Button>
        ) : (
          <Button size="sm" variant="outline">
            Message
          </Button>
        )
      }
      title={replyTo ? `Reply to ${name}` : `Message ${name}`}
      description="They will find it in their inbox and get an e-mail."
      open={open}
      onOpenChange={(next) => {
        if (next) resolver.preload();
        setOpen(next);
      }}
    >
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField control={form.control} name="subject" label="Subject" />
        <TextAreaField control={form.control} name="message" label="Message" rows={5} />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </Form>
    </FormDialog>
  );
}
