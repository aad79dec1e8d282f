import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkResultScore,
  DEFAULT_SCORE_FORMAT,
  logResultFormSchema,
  RESULT_MESSAGES as M,
  SCORE_FORMAT_DETAILS,
  type EnrolledTournament,
  type LogResultFormInput,
  type LogResultFormValues,
  type ScoreFormatCode,
} from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { SelectField, TextAreaField } from '@/components/ui/form/text-fields';
import { ParticipantSelectField } from '@/components/participant-select-field';
import { toast } from '@/components/ui/use-toast';
import { useEnrolledTournaments } from '@/lib/api/tournaments';
import { useAuth } from '@/lib/auth';
import { failureToast, successToast } from '@/lib/mutation-toast';
import { toSubmitResultRequest, useSubmitResult } from '../api/submit-result';
import { FIRST_SET, matchTypeOptions, outcomeOptions, setNumbers } from '../utils/result-options';
import { scoreProblems } from '../utils/score-check';
import { FixtureMatchField } from './fixture-match-field';
import { SetScoreFields } from './set-score-fields';

const EMPTY: LogResultFormInput = {
  tournamentId: '',
  opponentEntryId: '',
  fixtureMatchId: '',
  matchType: 'league',
  outcome: 'completed',
  sets: [FIRST_SET],
  notes: '',
};
const winnerOptions = [
  { value: 'player', label: 'I won' },
  { value: 'opponent', label: 'My opponent won' },
];
/** The chosen tournament's score format; before one is chosen, tennis (the form's first look). */
const formatOf = (tournaments: readonly EnrolledTournament[] | undefined, id: unknown): ScoreFormatCode => {
  const tournament = tournaments?.find((t) => t.id === Number(id));
  return tournament?.scoreFormat ?? DEFAULT_SCORE_FORMAT[tournament?.sport ?? 'tennis'];
};

const entryValue = (participant: { entryId: number }) => String(participant.entryId);

/**
 * Tournament, opponent (any other entry of it, with or without an account), the fixture match when they have open
 * ones (the first in schedule order chosen), match type, how it ended, the score in the tournament's format, notes.
 */
export function LogResultForm() {
  const { user } = useAuth();
  const submit = useSubmitResult();
  const tournaments = useEnrolledTournaments();
  // The score is checked in the format of the tournament the values name, as the server will check it.
  const resolver = useMemo(
    () =>
      zodResolver(
        logResultFormSchema.superRefine((values, ctx) =>
          scoreProblems(formatOf(tournaments.data, values.tournamentId))(values, ctx),
        ),
      ),
    [tournaments.data],
  );
  const form = useForm<LogResultFormInput, unknown, LogResultFormValues>({ resolver, defaultValues: EMPTY });
  const { control, setValue, getValues } = form;
  const [tournamentValue, opponentValue, outcome, sets, winner] = useWatch({
    control,
    name: ['tournamentId', 'opponentEntryId', 'outcome', 'sets', 'winner'],
  });
  const tournamentId = tournamentValue ? Number(tournamentValue) : undefined;
  const format = SCORE_FORMAT_DETAILS[formatOf(tournaments.data, tournamentId)];

  // A new tournament means new opponents to search.
  useEffect(() => setValue('opponentEntryId', ''), [tournamentValue, setValue]);
  // Their matches are asked for the opponent chosen in this tournament only (never one left from the last).
  const [opponent, setOpponent] = useState<{ tournamentId?: number; entryId?: number }>({});
  const opponentEntryId = opponent.tournamentId === tournamentId ? opponent.entryId : undefined;

  // A walkover has no score; the other endings need at least one set to type into.
  useEffect(() => {
    if (outcome === 'walkover') setValue('sets', []);
    else if (!getValues('sets')?.length) setValue('sets', [FIRST_SET]);
  }, [outcome, setValue, getValues]);

  const onInvalid = (errors: FieldErrors<LogResultFormInput>) => {
    if (errors.tournamentId || errors.opponentEntryId)
      toast({ title: M.missingTitle, description: M.missingDescription, variant: 'destructive' });
  };
  const onSubmit = (values: LogResultFormValues) =>
    submit.mutate(toSubmitResultRequest(values, formatOf(tournaments.data, values.tournamentId)), {
      onSuccess: () => {
        successToast(M.submittedTitle, M.submitted)();
        form.reset(EMPTY);
      },
      onError: failureToast(M.submitFailedTitle, M.submitFailed),
    });

  const check = checkResultScore(format.code, { outcome, sets: setNumbers(sets), winner });
  const decided = outcome === 'completed' && check.ok ? check.winner : null;

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalidSubmit={onInvalid}
      aria-label="Log match result"
      className="flex flex-col gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="tournamentId"
          label="Tournament"
          placeholder={tournaments.isLoading ? 'Loading tournaments...' : 'Select a tournament'}
          options={(tournaments.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        />
        <ParticipantSelectField
          control={control}
          name="opponentEntryId"
          tournamentId={tournamentId}
          excludeId={user?.id}
          valueOf={entryValue}
          onChoose={(p) => setOpponent({ tournamentId, entryId: p?.entryId })}
        />
        <FixtureMatchField
          tournamentId={tournamentId}
          sides={{ opponentEntryId: opponentValue ? opponentEntryId : undefined }}
          preselect
        />
        <SelectField control={control} name="matchType" label="Match Type" options={matchTypeOptions} />
        <SelectField control={control} name="outcome" label="How It Ended" options={outcomeOptions} />
        {outcome !== 'completed' && (
          <SelectField control={control} name="winner" label="Winner" options={winnerOptions} placeholder="Choose the winner" />
        )}
      </div>
      {outcome !== 'walkover' && <SetScoreFields format={format} />}
      {decided && (
        <p className="text-sm text-slate-600" aria-live="polite">
          Winner by the score:{' '}
          <span className="font-medium text-slate-900">{decided === 'player' ? 'You' : 'Your opponent'}</span>
        </p>
      )}
      <TextAreaField
        control={control}
        name="notes"
        label="Notes"
        rows={3}
        placeholder="Anything the organizer should know (optional)"
      />
      <div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Result'}
        </Button>
      </div>
    </Form>
  );
}
