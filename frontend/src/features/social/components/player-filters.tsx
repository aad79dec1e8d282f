import type { PlayerLevel, Sport } from '@rallypoint/shared';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { levelOptions, sportOptions } from './options';

export interface PlayerFilterValues {
  search: string;
  sport: Sport | '';
  level: PlayerLevel | '';
}

export function PlayerFilters({ value, onChange }: { value: PlayerFilterValues; onChange: (value: PlayerFilterValues) => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3" role="search">
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
        <NativeSelect id="player-sport" value={value.sport} onChange={(event) => onChange({ ...value, sport: event.target.value as Sport | '' })}>
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
  );
}
