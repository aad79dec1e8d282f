import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  calendarDay,
  tournamentMatchSchema,
  withDateFromToday,
  type TournamentMatchFormInput,
  type TournamentMatchInput,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { SelectField } from '@/components/ui/form/text-fields';
import { ParticipantSelectField } from '@/components/participant-select-field';
import { useUser } from '@/lib/auth';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useEnrolledTournaments } from '@/lib/api/tournaments';
import { useScheduleTournamentMatch } from '../api/matches';
import { ProposalFields } from './proposal-fields';

const emptyTournamentMatch = { proposedDate: '', proposedTime: '', venue: '', message: '', matchType: 'tournament' as const };

/** Opponents come from the chosen tournament's participants: a tournament match is between two of them. */
export function TournamentMatchForm() {
  const { data: me } = useUser();
  const schedule = useScheduleTournamentMatch();
  const tournaments = useEnrolledTournaments();
  const schema = useMemo(() => withDateFromToday(tournamentMatchSchema, () => calendarDay()), []);
  const form = useForm<TournamentMatchFormInput, unknown, TournamentMatchInput>({
    resolver: zodResolver(schema),
    defaultValues: emptyTournamentMatch,
  });
  const tournamentId = Number(useWatch({ control: form.control, name: 'tournamentId' })) || undefined;

  const tournamentOptions = (tournaments.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.venue})` }));

  const onSubmit = (values: TournamentMatchInput) =>
    schedule.mutate(values, {
      onSuccess: () => {
        successToast('Match Scheduled', 'Your tournament match invitation was sent.')();
        form.reset(emptyTournamentMatch);
      },
      onError: failureToast('Failed to schedule tournament match. Please try again.'),
    });

  if (tournaments.data?.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-500">Enroll in a tournament to schedule tournament matches.</p>;
  }
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-4">
      <SelectField
        control={form.control}
        name="tournamentId"
        label="Tournament"
        options={tournamentOptions}
        placeholder={tournaments.isLoading ? 'Loading tournaments...' : 'Select a tournament'}
      />
      <ParticipantSelectField
        control={form.control}
        name="opponentId"
        tournamentId={tournamentId}
        excludeId={me?.id}
        accountsOnly
        valueOf={(p) => String(p.userId)}
        placeholder={tournamentId ? 'Select an opponent' : 'Select a tournament first'}
      />
      <ProposalFields control={form.control} />
      <Button type="submit" disabled={schedule.isPending}>
        {schedule.isPending ? 'Scheduling...' : 'Schedule Tournament Match'}
      </Button>
    </Form>
  );
}
