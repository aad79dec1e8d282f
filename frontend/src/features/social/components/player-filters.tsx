import type { PlayerLevel, Sport } from '@rallypoint/shared';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { levelOptions, sportOptions } from './options';
import { NO_RATING_FILTER, RatingFilters, type RatingFilterValues } from './rating-filters';

export interface PlayerFilterValues extends RatingFilterValues {
  search: string;
  sport: Sport | '';
  level: PlayerLevel | '';
}

export const NO_PLAYER_FILTER: PlayerFilterValues = { search: '', sport: '', level: '', ...NO_RATING_FILTER };

export function PlayerFilters({
  value,
  onChange,
  invalid = [],
}: {
  value: PlayerFilterValues;
  onChange: (value: PlayerFilterValues) => void;
  /** Fields the server named in a 400. */
  invalid?: readonly string[];
}) {
  const changeSport = (sport: Sport | '') =>
    // A rating belongs to one sport: without a sport the rating filters no longer mean anything, so they reset.
    onChange(sport ? { ...value, sport } : { ...value, ...NO_RATING_FILTER, sport });

  return (
    <div className="flex flex-col gap-4" role="search">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="player-search">Name or username</Label>
          <Input
            id="player-search"
            type="search"
            placeholder="Search players..."
            maxLength={100}
            value={value.search}
            onChange={(event) => onChange({ ...value, search: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="player-sport">Sport</Label>
          <NativeSelect
            id="player-sport"
            value={value.sport}
            aria-invalid={invalid.includes('sport') ? true : undefined}
            onChange={(event) => changeSport(event.target.value as Sport | '')}
          >
            <option value="">All sports</option>
            {sportOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="player-level">Level</Label>
          <NativeSelect
            id="player-level"
            value={value.level}
            onChange={(event) => onChange({ ...value, level: event.target.value as PlayerLevel | '' })}
          >
            <option value="">All levels</option>
            {levelOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <RatingFilters
        value={value}
        onChange={(ratings) => onChange({ ...value, ...ratings })}
        hasSport={value.sport !== ''}
        invalid={invalid}
      />
    </div>
  );
}
