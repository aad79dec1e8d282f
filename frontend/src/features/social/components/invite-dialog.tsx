import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { calendarDay, matchInviteSchema, withDateFromToday, type FoundPlayer, type MatchInviteInput } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { SelectField } from '@/components/ui/form/text-fields';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useSendInvite } from '../api/matches';
import { sportOptions } from './options';
import { FormDialog } from './form-dialog';
import { personName } from './person-name';
import { ProposalFields } from './proposal-fields';

/** Find Players' schedule-match dialog: a match invite the other player accepts or declines. */
export function InviteDialog({ player }: { player: Pick<FoundPlayer, 'id' | 'firstName' | 'lastName' | 'username' | 'sports'> }) {
  const [open, setOpen] = useState(false);
  const send = useSendInvite();
  const schema = useMemo(() => withDateFromToday(matchInviteSchema, () => calendarDay()), []);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { opponentId: player.id, sport: player.sports[0], proposedDate: '', proposedTime: '', venue: '', message: '' },
  });

  const onSubmit = (values: MatchInviteInput) =>
    send.mutate(values, {
      onSuccess: () => {
        successToast('Match Invite Sent', `${personName(player)} can accept or decline it.`)();
        form.reset();
        setOpen(false);
      },
      onError: failureToast('Failed to send match invite. Please try again.'),
    });

  return (
    <FormDialog
      trigger={<Button size="sm">Schedule Match</Button>}
      title={`Invite ${personName(player)} to a Match`}
      description="Propose a sport, a date, a time and a venue."
      open={open}
      onOpenChange={setOpen}
    >
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
        <SelectField control={form.control} name="sport" label="Sport" options={sportOptions} placeholder="Select a sport" />
        <ProposalFields control={form.control} />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Invite'}
        </Button>
      </Form>
    </FormDialog>
  );
}
