// Test support: the scheduling rules read afresh from the docs (docs/event-day.md, The scheduler), sharing nothing
// with the engine but the zone conversions. Named *.test.ts so the build leaves it out and vitest does not collect it.
import type { MatchType } from '../constants/fixtures';
import type { TimeSlot } from '../constants/time-slots';
import type { Schedule, ScheduleInput, SchedulableMatch } from './types';
import { localParts, zonedDateTime } from './zoned-time';

const SLOT_HOURS: Record<string, [number, number, 'daily' | 'weekend']> = {
  early_morning: [6, 9, 'daily'],
  morning: [9, 12, 'daily'],
  afternoon: [12, 15, 'daily'],
  late_afternoon: [15, 18, 'daily'],
  evening: [18, 21, 'daily'],
  weekend_morning: [8, 12, 'weekend'],
  weekend_afternoon: [13, 17, 'weekend'],
};
const SLOT_STARTS = [...new Set(Object.values(SLOT_HOURS).map(([from]) => from))];
const MS = 60_000;

export const instant = (iso: string): number => Date.parse(iso) / MS;
export const hhmm = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
export const minuteOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const weekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());

export const lengthOf = (type: MatchType, input: ScheduleInput): number =>
  type === 'knockout' ? input.settings.minutes.league : input.settings.minutes[type];

/** Would a player with these slots be free at this local wall-clock minute of that date? */
export function free(slots: readonly TimeSlot[] | undefined, date: string, minute: number): boolean {
  if (!slots || slots.length === 0 || slots.includes('flexible')) return true;
  return slots.some((slot) => {
    const hours = Object.hasOwn(SLOT_HOURS, slot) ? SLOT_HOURS[slot] : undefined;
    return hours !== undefined && (hours[2] === 'daily' || weekend(date)) && hours[0] * 60 <= minute && minute < hours[1] * 60;
  });
}

/**
 * Does `a` have to wait for `b` to end? Stages and knockout rounds only (league rounds are a preference); a final
 * follows its league and its semi-finals, whichever have a place.
 */
export function waitsFor(a: SchedulableMatch, b: SchedulableMatch): boolean {
  if (a === b || a.division !== b.division) return false;
  switch (a.matchType) {
    case 'league':
      return false;
    case 'semi-final':
      return b.matchType === 'league';
    case 'final':
      return b.matchType === 'league' || b.matchType === 'semi-final';
    case 'knockout':
      return b.matchType === 'knockout' && b.round < a.round;
  }
}

/** Is `later` a league match of a later round than `earlier`, in its division, sharing a player? */
export const laterRound = (later: SchedulableMatch, earlier: SchedulableMatch): boolean =>
  later.matchType === 'league' &&
  earlier.matchType === 'league' &&
  later.division === earlier.division &&
  later.round > earlier.round &&
  later.players.some((p) => earlier.players.includes(p));

/** A match on a court, in epoch minutes, with its local date. */
export interface Held {
  match: SchedulableMatch;
  court: string;
  from: number;
  to: number;
  date: string;
}

/** The rules of one input, read for checking places: local times are worked out once per minute asked. */
export function ruleReader(input: ScheduleInput) {
  const { settings, availability } = input;
  const locals = new Map<number, { date: string; minute: number }>();
  const local = (epochMinute: number) => {
    let found = locals.get(epochMinute);
    if (!found) {
      const parts = localParts(new Date(epochMinute * MS).toISOString(), settings.timeZone);
      locals.set(epochMinute, (found = { date: parts.date, minute: minuteOf(parts.time) }));
    }
    return found;
  };
  const at = (date: string, minute: number) => instant(zonedDateTime(date, hhmm(minute), settings.timeZone));
  const days = settings.days
    .filter((d) => minuteOf(d.start) < minuteOf(d.end))
    .map((d) => ({ date: d.date, open: at(d.date, minuteOf(d.start)), close: at(d.date, minuteOf(d.end)) }));
  const length = (match: SchedulableMatch) => lengthOf(match.matchType, input);

  /** Inside one day's hours, and every minute inside each player's slots (sampled every 5 minutes and the last). */
  const inTimeAt = new Map<SchedulableMatch, Map<number, boolean>>();
  const inTime = (match: SchedulableMatch, from: number): boolean => {
    let known = inTimeAt.get(match);
    if (!known) inTimeAt.set(match, (known = new Map()));
    let answer = known.get(from);
    if (answer === undefined) {
      const to = from + length(match);
      const date = local(from).date;
      const samples = [...Array.from({ length: Math.ceil((to - from) / 5) }, (_, k) => from + k * 5), to - 1];
      answer =
        days.some((d) => d.date === date && d.open <= from && to <= d.close) &&
        samples.every((t) => {
          const { date: on, minute } = local(t);
          return on === date && match.players.every((p) => free(availability[p], on, minute));
        });
      known.set(from, answer);
    }
    return answer;
  };

  /** Would the match fit there with everything held, by the rules (rest only within a local date)? */
  const fits = (match: SchedulableMatch, court: string, from: number, held: readonly Held[]): boolean => {
    const to = from + length(match);
    const date = local(from).date;
    if (!inTime(match, from)) return false;
    return held.every((other) => {
      if (other.court === court && other.from < to && from < other.to) return false;
      const rest = other.date === date ? settings.restMinutes : 0;
      const shares = match.players.some((p) => other.match.players.includes(p));
      if (shares && other.from < to + rest && from < other.to + rest) return false;
      if (waitsFor(match, other.match) && from < other.to) return false;
      return !(waitsFor(other.match, match) && other.from < to);
    });
  };

  /**
   * Where the earliest place at or after `from` could start: a place that fits has a first minute, and the minute
   * before it fails for a reason that ends at one of these (a day or slot opening, a match ending, or its rest).
   */
  const openings = days.flatMap((day) => [day.open, ...SLOT_STARTS.map((hour) => at(day.date, hour * 60))]);
  const starts = (from: number, held: readonly Held[]): number[] => {
    const points = new Set<number>(Number.isFinite(from) ? [from] : []);
    for (const opening of openings) points.add(opening);
    for (const other of held) {
      points.add(other.to);
      points.add(other.to + settings.restMinutes);
    }
    return [...points].filter((t) => t >= from).sort((a, b) => a - b);
  };

  /** The earliest start at or after `from` where the match fits some court, with the first such court; or null. */
  const earliest = (match: SchedulableMatch, from: number, held: readonly Held[]): { court: string; from: number } | null => {
    for (const start of starts(from, held)) {
      const court = settings.courts.find((c) => fits(match, c.name, start, held));
      if (court) return { court: court.name, from: start };
    }
    return null;
  };

  const heldOf = (schedule: Schedule): Held[] => {
    const byId = new Map(input.matches.map((m) => [m.id, m]));
    return schedule.placed.map((p) => ({
      match: byId.get(p.matchId)!,
      court: p.court,
      from: instant(p.start),
      to: instant(p.end),
      date: local(instant(p.start)).date,
    }));
  };

  return { days, length, local, fits, earliest, heldOf };
}

/** The unplaced matches (other than those locked to an unknown court) that fit somewhere in the schedule as it is. */
export function unplacedWithRoom(input: ScheduleInput, schedule: Schedule): string[] {
  const rules = ruleReader(input);
  const held = rules.heldOf(schedule);
  const byId = new Map(input.matches.map((m) => [m.id, m]));
  return schedule.unplaced
    .filter((u) => u.kind !== 'locked-court' && u.kind !== 'withdrawn')
    .filter((u) => rules.earliest(byId.get(u.matchId)!, -Infinity, held) !== null)
    .map((u) => u.matchId);
}
