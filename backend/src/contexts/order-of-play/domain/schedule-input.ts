import {
  localParts,
  matchSides,
  offByWithdrawal,
  type FixedPlacement,
  type FixtureMatch,
  type FixturePlayer,
  type ScheduleInput,
  type ScheduleSettings,
  type SchedulableMatch,
  type TimeSlot,
} from '@rallypoint/shared';
import type { ScheduleEntry } from './schedule-entry.entity';

/** What the scheduler needs of a tournament's entry (fixture players are entries, by id; docs/decisions/0013). */
export interface Entrant {
  entryId: number;
  /** The form's time slots; empty when no form was filled: available all day. */
  availableTimes: TimeSlot[];
  /** How reasons and flags name them (by their entry id otherwise). */
  name?: string;
}

/** The tournament's first and last day ('YYYY-MM-DD'). */
export interface TournamentDates {
  startDate: string;
  endDate: string;
}

/** The entry ids of the entrants who withdrew. */
export const withdrawnIds = (entrants: ReadonlyArray<{ entryId: number; status: string }>): ReadonlySet<number> =>
  new Set(entrants.filter((e) => e.status === 'withdrawn').map((e) => e.entryId));

/** How a clash names a player: by their entry's name, under the scheduler's id for them. */
export const entrantNames = (entrants: ReadonlyArray<{ entryId: number; name: string }>): Record<string, string> =>
  Object.fromEntries(entrants.map((e) => [String(e.entryId), e.name]));

/** The scheduler's id for a player: their entry id. */
const playerKey = (player: FixturePlayer): string => String(player.id);

export const matchPlayers = (row: FixtureMatch): FixturePlayer[] => matchSides(row).flat();

/** Who plays on a side: a player's name, or a pair's names joined with ' / '. */
export const sideName = (players: FixturePlayer[]): string => players.map((p) => p.name).join(' / ');

export const sideNames = (row: FixtureMatch): [string, string] => {
  const [one, two] = matchSides(row);
  return [sideName(one), sideName(two)];
};

/** An instant as the local wall clock the scheduler works in ('YYYY-MM-DDTHH:mm'). */
export const localStart = (instant: Date, timeZone: string): string => {
  const { date, time } = localParts(instant.toISOString(), timeZone);
  return `${date}T${time}`;
};

/**
 * What the scheduler needs from a tournament: its unplayed matches, the entries' chosen slots (an entry with none is
 * free all day) and names, the places it must keep (locked ones, and played matches that already have a place, which
 * hold their court and players), and the tournament's dates, which the summary's fixes stay inside. Matches a
 * withdrawal took off (`withdrawn`: those entries' ids) are neither: they get no court, even when locked.
 */
export function scheduleInputOf(
  settings: ScheduleSettings,
  rows: FixtureMatch[],
  entrants: readonly Entrant[],
  entries: ScheduleEntry[],
  withdrawn: ReadonlySet<number> = new Set(),
  dates?: TournamentDates,
): ScheduleInput {
  const byKey = new Map(entries.map((e) => [e.matchKey, e]));
  const fixed: FixedPlacement[] = [];
  const matches: SchedulableMatch[] = [];
  for (const row of rows) {
    if (offByWithdrawal(row, withdrawn)) continue;
    const entry = byKey.get(row.id);
    const placed = entry?.draftStart && entry.draftCourt ? entry : null;
    if (placed && (placed.locked || row.winner !== null)) {
      fixed.push({
        matchId: row.id,
        court: placed.draftCourt as string,
        start: localStart(placed.draftStart as Date, settings.timeZone),
      });
    } else if (row.winner !== null) {
      continue; // Played without a place: nothing to schedule.
    }
    matches.push({
      id: row.id,
      division: row.division,
      matchType: row.matchType,
      round: row.round,
      players: matchPlayers(row).map(playerKey),
    });
  }
  const availability = Object.fromEntries(entrants.map((e) => [String(e.entryId), e.availableTimes]));
  const named = entrants.flatMap((e) => (e.name === undefined ? [] : [{ entryId: e.entryId, name: e.name }]));
  return {
    settings,
    matches,
    availability,
    fixed,
    ...(named.length > 0 ? { names: entrantNames(named) } : {}),
    ...(dates ? { dates: { start: dates.startDate, end: dates.endDate } } : {}),
  };
}
