import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { resultScoreSchema, type MatchResultView, type ResultScoreInput, type ScoreFormat } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form/form';
import { useCorrectResult } from '../api/correct-result';
import { toResultScoreRequest } from '../api/score-request';
import { scoreProblems } from '../utils/score-check';
import { showServerFieldErrors } from '../utils/server-field-errors';
import { ResultScoreFields } from './result-score-fields';

type ScoreFormValues = z.input<typeof resultScoreSchema>;

/** The result as it stands, for the organizer to change (sets copied: the form edits them). */
const valuesOf = (result: MatchResultView): ScoreFormValues => ({
  matchType: result.matchType,
  outcome: result.outcome,
  sets: result.sets.map((set) => ({ ...set })),
  winner: result.winner,
  notes: result.notes ?? '',
});

/** The result's score fields, prefilled; saving corrects and approves it. */
export function CorrectResultForm({
  result,
  format,
  onCorrected,
}: {
  result: MatchResultView;
  format: ScoreFormat;
  onCorrected: () => void;
}) {
  const correct = useCorrectResult(result.tournamentId);
  const resolver = useMemo(() => zodResolver(resultScoreSchema.superRefine(scoreProblems(format.code))), [format.code]);
  const form = useForm<ScoreFormValues, unknown, ResultScoreInput>({ resolver, defaultValues: valuesOf(result) });

  const onSubmit = (values: ResultScoreInput) =>
    correct.mutate(
      { id: result.id, score: toResultScoreRequest(values, format.code) },
      { onSuccess: onCorrected, onError: (error) => showServerFieldErrors(form, error) },
    );

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Correct match result" className="flex flex-col gap-5">
      <ResultScoreFields format={format} names={{ player: result.playerName, opponent: result.opponentName }} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={correct.isPending}>
          {correct.isPending ? 'Saving...' : 'Save Correction'}
        </Button>
      </div>
    </Form>
  );
}
