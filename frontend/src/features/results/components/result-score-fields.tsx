import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { checkResultScore, type ResultScoreInput, type resultScoreSchema, type ScoreFormat } from '@rallypoint/shared';
import { SelectField, TextAreaField } from '@/components/ui/form/text-fields';
import { FIRST_SET, matchTypeOptions, outcomeOptions, setNumbers } from '../utils/result-options';
import { SetScoreFields } from './set-score-fields';

type ScoreFormValues = z.input<typeof resultScoreSchema>;

/** The two players as the organizer's forms name them: side A (`player`) and side B (`opponent`). */
export interface ResultSides {
  player: string;
  opponent: string;
}

/**
 * Match type, how it ended, the winner (when the score cannot say), the score in the tournament's format, notes:
 * what the organizer fills in to enter a result or correct one. Read from the surrounding form.
 */
export function ResultScoreFields({ format, names }: { format: ScoreFormat; names: ResultSides }) {
  const { control, setValue, getValues } = useFormContext<ScoreFormValues, unknown, ResultScoreInput>();
  const [outcome, sets, winner] = useWatch({ control, name: ['outcome', 'sets', 'winner'] });

  // A walkover has no score; the other endings need at least one set to type into.
  useEffect(() => {
    if (outcome === 'walkover') setValue('sets', []);
    else if (!getValues('sets')?.length) setValue('sets', [FIRST_SET]);
  }, [outcome, setValue, getValues]);

  const winnerOptions = [
    { value: 'player', label: `${names.player} won` },
    { value: 'opponent', label: `${names.opponent} won` },
  ];
  const check = checkResultScore(format.code, { outcome, sets: setNumbers(sets), winner });
  const decided = outcome === 'completed' && check.ok ? check.winner : null;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="matchType" label="Match Type" options={matchTypeOptions} />
        <SelectField control={control} name="outcome" label="How It Ended" options={outcomeOptions} />
        {outcome !== 'completed' && (
          <SelectField control={control} name="winner" label="Winner" options={winnerOptions} placeholder="Choose the winner" />
        )}
      </div>
      {outcome !== 'walkover' && <SetScoreFields format={format} sides={{ player: 'Player', opponent: 'Opponent' }} />}
      {decided && (
        <p className="text-sm text-slate-600" aria-live="polite">
          Winner by the score: <span className="font-medium text-slate-900">{names[decided]}</span>
        </p>
      )}
      <TextAreaField
        control={control}
        name="notes"
        label="Notes"
        rows={3}
        placeholder="Anything the players should know (optional)"
      />
    </>
  );
}
