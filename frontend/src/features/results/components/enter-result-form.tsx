import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { enterResultSchema, participantName, sameName, type EnterResultInput, type ScoreFormat } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { ParticipantSelectField } from '@/components/participant-select-field';
import { useEnterResult } from '../api/enter-result';
import { toResultScoreRequest } from '../api/score-request';
import { FIRST_SET } from '../utils/result-options';
import { scoreProblems } from '../utils/score-check';
import { showServerFieldErrors } from '../utils/server-field-errors';
import { ResultScoreFields } from './result-score-fields';

type EnterFormValues = z.input<typeof enterResultSchema>;

const EMPTY: EnterFormValues = {
  playerName: '',
  opponentName: '',
  matchType: 'league',
  outcome: 'completed',
  sets: [FIRST_SET],
  notes: '',
};
const SAME_PLAYERS = 'Choose two different players';

/** Two of the tournament's participants (different people) and the score between them, entered by the organizer. */
export function EnterResultForm({
  tournamentId,
  format,
  onEntered,
}: {
  tournamentId: number;
  format: ScoreFormat;
  onEntered: () => void;
}) {
  const enter = useEnterResult(tournamentId);
  const resolver = useMemo(
    () =>
      zodResolver(
        enterResultSchema.superRefine(scoreProblems(format.code)).superRefine((values, ctx) => {
          if (values.playerName && sameName(values.playerName, values.opponentName))
            ctx.addIssue({ code: 'custom', path: ['opponentName'], message: SAME_PLAYERS });
        }),
      ),
    [format.code],
  );
  const form = useForm<EnterFormValues, unknown, EnterResultInput>({ resolver, defaultValues: EMPTY });
  const [playerName, opponentName] = useWatch({ control: form.control, name: ['playerName', 'opponentName'] });

  const onSubmit = (values: EnterResultInput) =>
    enter.mutate(
      { playerName: values.playerName, opponentName: values.opponentName, ...toResultScoreRequest(values, format.code) },
      { onSuccess: onEntered, onError: (error) => showServerFieldErrors(form, error) },
    );

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Enter match result" className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <ParticipantSelectField
          control={form.control}
          name="playerName"
          tournamentId={tournamentId}
          valueOf={participantName}
          label="Player"
          searchLabel="Search players"
          placeholder="Choose a player"
        />
        <ParticipantSelectField
          control={form.control}
          name="opponentName"
          tournamentId={tournamentId}
          valueOf={participantName}
        />
      </div>
      <ResultScoreFields format={format} names={{ player: playerName || 'Player', opponent: opponentName || 'Opponent' }} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={enter.isPending}>
          {enter.isPending ? 'Saving...' : 'Enter Result'}
        </Button>
      </div>
    </Form>
  );
}
