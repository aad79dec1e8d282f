import type { Sport } from '@rallypoint/shared';
import { SportOptions } from '@/components/sport-options';
import { Input, NativeSelect } from '@/components/ui/input';

/** 'mine': the player's own sports (the card's default); 'all': every sport; or one sport. */
export type SportChoice = 'mine' | 'all' | Sport;

export interface TournamentFilters {
  search: string;
  sport: SportChoice;
  from: string;
  to: string;
}

interface Props {
  filters: TournamentFilters;
  onChange: (filters: TournamentFilters) => void;
  /** The player's sports: 'My sports' is offered only when they have some. */
  mySports: readonly Sport[];
}

/** Search, sport and dates over the available tournaments; each change starts again from the first page. */
export function AvailableTournamentsFilters({ filters, onChange, mySports }: Props) {
  const set = (change: Partial<TournamentFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="mb-4 grid grid-cols-1 items-end gap-2 sm:grid-cols-2 lg:grid-cols-4">
      <Input
        type="search"
        aria-label="Search tournaments"
        placeholder="Search by name, code or venue"
        maxLength={100}
        value={filters.search}
        onChange={(event) => set({ search: event.target.value })}
      />
      <NativeSelect
        aria-label="Sport"
        value={filters.sport === 'mine' && mySports.length === 0 ? 'all' : filters.sport}
        onChange={(event) => set({ sport: event.target.value as SportChoice })}
      >
        {mySports.length > 0 && <option value="mine">My sports</option>}
        <option value="all">All sports</option>
        <SportOptions />
      </NativeSelect>
      <div className="grid grid-cols-2 gap-2 sm:col-span-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
          From
          <Input
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
          To
          <Input
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </label>
      </div>
    </div>
  );
}

/** The query's sports for a choice: the player's own, one, or none (every sport). */
export function sportsOf(choice: SportChoice, mySports: readonly Sport[]): Sport[] | undefined {
  if (choice === 'all') return undefined;
  if (choice === 'mine') return mySports.length > 0 ? [...mySports] : undefined;
  return [choice];
}
