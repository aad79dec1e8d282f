import { useFieldArray, useController, type Control } from 'react-hook-form';
import { MAX_GAMES, MIN_GAMES, type SubmitResultFormInput, type SubmitResultInput } from '@rallypoint/shared';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type ResultControl = Control<SubmitResultFormInput, unknown, SubmitResultInput>;

/** Spec §5: game inputs are numbers 0 to 7, clamped at the minimum 0 (a cleared box reads 0). */
export const clampGames = (raw: string): number => {
  const value = Math.trunc(Number(raw));
  return Number.isFinite(value) ? Math.max(MIN_GAMES, value) : MIN_GAMES;
};

function GamesInput({ control, name, label }: { control: ResultControl; name: `sets.${number}.playerGames` | `sets.${number}.opponentGames`; label: string }) {
  const { field: { ref: inputRef, ...field }, fieldState } = useController({ control, name });
  const id = `field-${name.replace(/\W/g, '-')}`;
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
        max={MAX_GAMES}
        step={1}
        className="w-24"
        name={field.name}
        ref={inputRef}
        value={String(field.value ?? 0)}
        onChange={(event) => field.onChange(clampGames(event.target.value))}
        onBlur={field.onBlur}
        aria-invalid={fieldState.error ? true : undefined}
      />
      <FieldError message={fieldState.error?.message} />
    </div>
  );
}

/** The set scores: add a set, remove one (never the last). */
export function SetScoreFields({ control }: { control: ResultControl }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'sets' });
  const { fieldState } = useController({ control, name: 'sets' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Set Scores</legend>
      <ol className="flex flex-col gap-3">
        {fields.map((set, index) => (
          <li key={set.id} aria-label={`Set ${index + 1}`} className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 p-3">
            <span className="w-12 pb-2 text-sm font-medium text-slate-700">Set {index + 1}</span>
            <GamesInput control={control} name={`sets.${index}.playerGames`} label="Your games" />
            <GamesInput control={control} name={`sets.${index}.opponentGames`} label="Opponent games" />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove(index)}
              disabled={fields.length <= 1}
              aria-label={`Remove set ${index + 1}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <FieldError message={fieldState.error?.message ?? fieldState.error?.root?.message} />
      <div>
        <Button variant="outline" size="sm" onClick={() => append({ playerGames: 0, opponentGames: 0 })}>
          Add Set
        </Button>
      </div>
    </fieldset>
  );
}
