// Shared by the scheduling specs. Named *.test.ts so the build leaves it out and vitest does not collect it.
import type { MatchType } from '../constants/fixtures';
import type { TimeSlot } from '../constants/time-slots';
import type { Placement, Schedule, ScheduleInput, ScheduleSettings, SchedulableMatch } from './types';
import { localParts } from './zoned-time';

export const ZONE = 'Europe/London';
/** A Monday in winter (offset +00:00); 2026-12-05 is the Saturday before it. */
export const MONDAY = '2026-12-07';
export const SATURDAY = '2026-12-05';

export function settings(overrides: Partial<ScheduleSettings> = {}): ScheduleSettings {
  return {
    timeZone: ZONE,
    courts: [{ name: 'Court 1' }, { name: 'Court 2' }],
    days: [{ date: MONDAY, start: '09:00', end: '18:00' }],
    minutes: { league: 60, 'semi-final': 75, final: 90 },
    restMinutes: 30,
    ...overrides,
  };
}

/** A match with an id in the fixture engine's form: `${division}-${type}-${round}-${n}`. */
export function match(matchType: MatchType, round: number, n: number, players: string[], division = '1'): SchedulableMatch {
  return { id: `${division}-${matchType}-${round}-${n}`, division, matchType, round, players };
}

export const league = (round: number, n: number, players: string[], division = '1') =>
  match('league', round, n, players, division);

export function input(
  matches: SchedulableMatch[],
  extra: Partial<ScheduleInput> = {},
  availability: Record<string, TimeSlot[]> = {},
): ScheduleInput {
  return { settings: settings(), matches, availability, ...extra };
}

export function placementOf(schedule: Schedule, matchId: string): Placement {
  const found = schedule.placed.find((p) => p.matchId === matchId);
  if (!found) throw new Error(`${matchId} was not placed: ${JSON.stringify(schedule.unplaced)}`);
  return found;
}

/** '10:30' for a placement's start (or end) read on the London clock. */
export const clock = (iso: string, timeZone = ZONE): string => localParts(iso, timeZone).time;

/** matchId → 'court start-end' in local times, for compact expectations. */
export const board = (schedule: Schedule, timeZone = ZONE): Record<string, string> =>
  Object.fromEntries(schedule.placed.map((p) => [p.matchId, `${p.court} ${clock(p.start, timeZone)}-${clock(p.end, timeZone)}`]));
