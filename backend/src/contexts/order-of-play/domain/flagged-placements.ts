import { flagFixedPlacements, type FixtureMatch, type FlaggedPlacement, type ScheduleSettings } from '@rallypoint/shared';
import type { ScheduleEntry } from './schedule-entry.entity';
import { scheduleInputOf, withdrawnIds, type Entrant, type TournamentDates } from './schedule-input';

/**
 * The places a new draft keeps (locked ones, and played matches with a place) that these settings no longer allow:
 * outside the playing days or hours, or a player's time. Read afresh each time, so a move or a new save shows at once.
 */
export function flaggedPlacements(
  settings: ScheduleSettings,
  rows: FixtureMatch[],
  entrants: ReadonlyArray<Entrant & { status: string }>,
  entries: ScheduleEntry[],
  dates: TournamentDates,
): FlaggedPlacement[] {
  if (!entries.some((e) => e.draftStart !== null)) return [];
  return flagFixedPlacements(scheduleInputOf(settings, rows, entrants, entries, withdrawnIds(entrants), dates));
}
