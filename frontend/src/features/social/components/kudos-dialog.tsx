import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { sendKudosSchema, type PersonRef, type SendKudosInput } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { TextAreaField } from '@/components/ui/form/text-fields';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useSendKudos } from '../api/messages';
import { FormDialog } from './form-dialog';
import { personName } from './person-name';

export function KudosDialog({ player }: { player: PersonRef }) {
  const [open, setOpen] = useState(false);
  const send = useSendKudos();
  const form = useForm({ resolver: zodResolver(sendKudosSchema), defaultValues: { recipientId: player.id, message: '' } });

  const onSubmit = (values: SendKudosInput) =>
    send.mutate(values, {
      onSuccess: () => {
        successToast('Kudos Sent', `${personName(player)} will see your kudos.`)();
        form.reset();
        setOpen(false);
      },
      onError: failureToast('Failed to send kudos. Please try again.'),
    });

  return (
    <FormDialog
      trigger={
        <Button size="sm" variant="outline">
          Kudos
        </Button>
      }
      title={`Send Kudos to ${personName(player)}`}
      description="Tell them what they did well."
      open={open}
      onOpenChange={setOpen}
    >
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextAreaField control={form.control} name="message" label="Message" rows={4} />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Kudos'}
        </Button>
      </Form>
    </FormDialog>
  );
}
