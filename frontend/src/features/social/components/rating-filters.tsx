import type { ChangeEvent } from 'react';
import { RATING_FILTER_MAX, RATING_FILTER_MIN, type PlayerSort } from '@rallypoint/shared';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface RatingFilterValues {
  minRating: string;
  maxRating: string;
  sort: PlayerSort;
}

export const NO_RATING_FILTER: RatingFilterValues = { minRating: '', maxRating: '', sort: 'name' };

const HINT_ID = 'player-rating-hint';

/** Rating range and order. Ratings are per sport, so they wait for a sport (the server refuses them without one). */
export function RatingFilters({
  value,
  onChange,
  hasSport,
  invalid = [],
}: {
  value: RatingFilterValues;
  onChange: (value: RatingFilterValues) => void;
  hasSport: boolean;
  /** Fields the server named in a 400, marked invalid; the list shows its message. */
  invalid?: readonly string[];
}) {
  const numberProps = (field: 'minRating' | 'maxRating') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min: RATING_FILTER_MIN,
    max: RATING_FILTER_MAX,
    step: 1,
    placeholder: field === 'minRating' ? String(RATING_FILTER_MIN) : String(RATING_FILTER_MAX),
    value: value[field],
    disabled: !hasSport,
    'aria-describedby': hasSport ? undefined : HINT_ID,
    'aria-invalid': invalid.includes(field) ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, [field]: event.target.value }),
  });

  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="player-min-rating">Min rating</Label>
          <Input id="player-min-rating" {...numberProps('minRating')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="player-max-rating">Max rating</Label>
          <Input id="player-max-rating" {...numberProps('maxRating')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="player-sort">Sort by</Label>
          <NativeSelect
            id="player-sort"
            value={value.sort}
            disabled={!hasSport}
            aria-describedby={hasSport ? undefined : HINT_ID}
            aria-invalid={invalid.includes('sort') ? true : undefined}
            onChange={(event) => onChange({ ...value, sort: event.target.value as PlayerSort })}
          >
            <option value="name">Name</option>
            <option value="rating">Rating</option>
          </NativeSelect>
        </div>
      </div>
      {!hasSport && (
        <p id={HINT_ID} className="text-xs text-slate-500">
          Choose a sport to use ratings
        </p>
      )}
    </div>
  );
}
