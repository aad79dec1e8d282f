import {
  localParts,
  matchSides,
  type FixedPlacement,
  type FixtureMatch,
  type FixturePlayer,
  type RegistrationListItem,
  type ScheduleInput,
  type ScheduleSettingsBody,
  type SchedulableMatch,
} from '@rallypoint/shared';
import type { ScheduleEntry } from './schedule-entry.entity';

/** The scheduler's id for a player: their registration id. */
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
 * What the scheduler needs from a tournament: its unplayed matches, the registrants' chosen slots, and the places it
 * must keep (locked ones, and played matches that already have a place, which hold their court and players).
 */
export function scheduleInputOf(
  settings: ScheduleSettingsBody,
  rows: FixtureMatch[],
  registrations: RegistrationListItem[],
  entries: ScheduleEntry[],
): ScheduleInput {
  const byKey = new Map(entries.map((e) => [e.matchKey, e]));
  const fixed: FixedPlacement[] = [];
  const matches: SchedulableMatch[] = [];
  for (const row of rows) {
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
  const availability = Object.fromEntries(registrations.map((r) => [String(r.id), r.availableTimes]));
  return { settings, matches, availability, fixed };
}
