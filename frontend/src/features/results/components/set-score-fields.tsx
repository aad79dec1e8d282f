import { useFieldArray, useController, useFormContext, useFormState, useWatch, type Control } from 'react-hook-form';
import { MAX_GAMES, MAX_POINTS, MIN_GAMES, type ScoreFormat, type SubmitResultFormInput } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The part of a result form these fields fill: the log, enter and correct forms all hold it. */
type ScoreFormValues = Pick<SubmitResultFormInput, 'sets'>;
type ResultControl = Control<ScoreFormValues>;

/** How the two sides are named in the labels: 'Your games' / 'Opponent games' for a player, 'Player games' for an organizer. */
export interface ScoreSides {
  player: string;
  opponent: string;
}
const PLAYER_SIDES: ScoreSides = { player: 'Your', opponent: 'Opponent' };
type ScoreName = `sets.${number}.${'playerGames' | 'opponentGames' | 'playerTieBreak' | 'opponentTieBreak'}`;

/** Score inputs are whole numbers, clamped at the minimum 0 (a cleared box reads 0). */
export const clampGames = (raw: string): number => {
  const value = Math.trunc(Number(raw));
  return Number.isFinite(value) ? Math.max(MIN_GAMES, value) : MIN_GAMES;
};

function ScoreInput({
  control,
  name,
  label,
  max,
  optional,
}: {
  control: ResultControl;
  name: ScoreName;
  label: string;
  max: number;
  optional?: boolean;
}) {
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ control, name });
  const id = `field-${name.replace(/\W/g, '-')}`;
  const empty = field.value === undefined || field.value === null;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-slate-600">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_GAMES}
        max={max}
        step={1}
        className="w-24"
        name={field.name}
        ref={inputRef}
        value={empty ? (optional ? '' : '0') : String(field.value)}
        onChange={(event) => field.onChange(optional && event.target.value === '' ? null : clampGames(event.target.value))}
        onBlur={field.onBlur}
        aria-invalid={fieldState.error ? true : undefined}
      />
      <FieldError message={fieldState.error?.message} />
    </div>
  );
}

/** The tie-break of a 7-6 tennis set: optional, shown only once the set reads 7-6. */
function TieBreakInputs({ control, index, sides }: { control: ResultControl; index: number; sides: ScoreSides }) {
  const [own, theirs] = useWatch({ control, name: [`sets.${index}.playerGames`, `sets.${index}.opponentGames`] });
  const games = [Number(own), Number(theirs)].sort();
  if (games[0] !== 6 || games[1] !== 7) return null;
  return (
    <>
      <ScoreInput
        control={control}
        name={`sets.${index}.playerTieBreak`}
        label={`${sides.player} tie-break`}
        max={MAX_POINTS}
        optional
      />
      <ScoreInput
        control={control}
        name={`sets.${index}.opponentTieBreak`}
        label={`${sides.opponent} tie-break`}
        max={MAX_POINTS}
        optional
      />
    </>
  );
}

/**
 * The score as the tournament's format counts it: sets of games (tennis, a deciding match tie-break in points) or
 * games of points (pickleball, table tennis). Add one, remove one (never the last), up to the format's longest match.
 */
export function SetScoreFields({ format, sides = PLAYER_SIDES }: { format: ScoreFormat; sides?: ScoreSides }) {
  // From the surrounding form, whichever form it is: only its `sets` are read and written here.
  const { control } = useFormContext<ScoreFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sets' });
  const { fieldState } = useController({ control, name: 'sets' });
  // A problem with one set as a whole ("6-5 is not a finished set") is reported on the set, not on one number.
  const { errors } = useFormState({ control, name: 'sets' });
  const setError = (index: number) => (errors.sets?.[index] as { message?: string } | undefined)?.message;
  const Unit = format.unit === 'set' ? 'Set' : 'Game';
  const counts = format.scoreUnit === 'games' ? 'games' : 'points';
  const inPoints = (index: number) => format.scoreUnit === 'points' || (format.matchTieBreak && index === 2);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{Unit} Scores</legend>
      <p className="text-xs text-slate-500">{format.label}</p>
      <ol className="flex flex-col gap-3">
        {fields.map((set, index) => {
          const unit = inPoints(index) ? 'points' : counts;
          const max = inPoints(index) ? MAX_POINTS : MAX_GAMES;
          return (
            <li
              key={set.id}
              aria-label={`${Unit} ${index + 1}`}
              className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 p-3"
            >
              <span className="w-14 pb-2 text-sm font-medium text-slate-700">
                {Unit} {index + 1}
              </span>
              <ScoreInput control={control} name={`sets.${index}.playerGames`} label={`${sides.player} ${unit}`} max={max} />
              <ScoreInput control={control} name={`sets.${index}.opponentGames`} label={`${sides.opponent} ${unit}`} max={max} />
              {format.unit === 'set' && !inPoints(index) && <TieBreakInputs control={control} index={index} sides={sides} />}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove(index)}
                disabled={fields.length <= 1}
                aria-label={`Remove ${Unit.toLowerCase()} ${index + 1}`}
              >
                Remove
              </Button>
              {setError(index) && (
                <div className="basis-full">
                  <FieldError message={setError(index)} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <FieldError message={fieldState.error?.message ?? fieldState.error?.root?.message} />
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => append({ playerGames: 0, opponentGames: 0 })}
          disabled={fields.length >= format.bestOf}
        >
          Add {Unit}
        </Button>
      </div>
    </fieldset>
  );
}
