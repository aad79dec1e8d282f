import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MATCH_TYPES,
  MATCH_TYPE_LABELS,
  participantName,
  RESULT_MESSAGES as M,
  resultWinner,
  submitResultSchema,
  type SubmitResultFormInput,
  type SubmitResultInput,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { SelectField, TextAreaField } from '@/components/ui/form/text-fields';
import { ParticipantSelectField } from '@/components/participant-select-field';
import { toast } from '@/components/ui/use-toast';
import { useEnrolledTournaments } from '@/lib/api/tournaments';
import { useAuth } from '@/lib/auth';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { useSubmitResult } from '../api/submit-result';
import { SetScoreFields } from './set-score-fields';

const EMPTY: SubmitResultFormInput = {
  tournamentId: '',
  opponentName: '',
  matchType: 'league',
  sets: [{ playerGames: 0, opponentGames: 0 }],
  notes: '',
};
const matchTypeOptions = MATCH_TYPES.map((value) => ({ value, label: MATCH_TYPE_LABELS[value] }));

/** Spec §2 / §5 Log results: tournament, opponent (another participant), match type, sets, notes. */
export function LogResultForm() {
  const { user } = useAuth();
  const submit = useSubmitResult();
  const form = useForm<SubmitResultFormInput, unknown, SubmitResultInput>({ resolver: zodResolver(submitResultSchema), defaultValues: EMPTY });
  const { control, setValue } = form;
  const [tournamentValue, sets] = useWatch({ control, name: ['tournamentId', 'sets'] });
  const tournamentId = tournamentValue ? Number(tournamentValue) : undefined;

  const tournaments = useEnrolledTournaments();

  // A new tournament means new opponents to search.
  useEffect(() => setValue('opponentName', ''), [tournamentValue, setValue]);

  const onInvalid = (errors: FieldErrors<SubmitResultFormInput>) => {
    if (errors.tournamentId || errors.opponentName) toast({ title: M.missingTitle, description: M.missingDescription, variant: 'destructive' });
  };
  const onSubmit = (values: SubmitResultInput) =>
    submit.mutate(values, {
      onSuccess: () => {
        successToast(M.submittedTitle, M.submitted)();
        form.reset(EMPTY);
      },
      onError: failureToast(M.submitFailedTitle, M.submitFailed),
    });

  const winner = sets?.length ? resultWinner(sets.map((s) => ({ playerGames: Number(s.playerGames), opponentGames: Number(s.opponentGames) }))) : null;

  return (
    <Form form={form} onSubmit={onSubmit} onInvalidSubmit={onInvalid} aria-label="Log match result" className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="tournamentId"
          label="Tournament"
          placeholder={tournaments.isLoading ? 'Loading tournaments...' : 'Select a tournament'}
          options={(tournaments.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        />
        <ParticipantSelectField control={control} name="opponentName" tournamentId={tournamentId} excludeId={user?.id} valueOf={participantName} />
        <SelectField control={control} name="matchType" label="Match Type" options={matchTypeOptions} />
      </div>
      <SetScoreFields control={control} />
      {winner && (
        <p className="text-sm text-slate-600" aria-live="polite">
          Winner by sets: <span className="font-medium text-slate-900">{winner === 'player' ? 'You' : 'Your opponent'}</span> (the opponent wins ties)
        </p>
      )}
      <TextAreaField control={control} name="notes" label="Notes" rows={3} placeholder="Anything the organizer should know (optional)" />
      <div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Result'}
        </Button>
      </div>
    </Form>
  );
}
