import { calendarDate, clockTime, isWeekend, minuteOfDay, nextCalendarDay } from './clock';
import { longDay, weekdayName } from './clash-messages';
import { ofTheseMatches, roomAmong, type CountedFix, type FixGround } from './fix-support';
import { sharedWindowsFinder, type PlayingDay } from './shared-windows';
import { localToEpochMinute } from './zoned-time';

/** A longer tournament is not searched day by day: the fixes name days of a tournament, not of a season. */
const MOST_DAYS = 62;

/** The hours most playing days have (the first of equals), else 09:00 to 18:00: a new day is offered with them. */
function usualHours(days: readonly PlayingDay[]): { open: number; close: number } {
  const tally = new Map<string, { open: number; close: number; count: number }>();
  for (const { open, close } of days) {
    const key = `${open}-${close}`;
    const seen = tally.get(key) ?? { open, close, count: 0 };
    seen.count++;
    tally.set(key, seen);
  }
  const best = [...tally.values()].reduce<{ open: number; close: number; count: number } | null>(
    (top, hours) => (!top || hours.count > top.count ? hours : top),
    null,
  );
  return best ?? { open: minuteOfDay('09:00'), close: minuteOfDay('18:00') };
}

function datesFrom(start: string, end: string): string[] {
  calendarDate(start);
  calendarDate(end);
  const dates: string[] = [];
  for (let date = start; date <= end && dates.length < MOST_DAYS; date = nextCalendarDay(date)) dates.push(date);
  return dates;
}

/**
 * New playing days within the tournament's dates, the two that would give the most unplaced matches a time their
 * players share (in order, with them free); with none, a weekend day when one would help and the dates hold none.
 */
export function dayFixes(ground: FixGround): CountedFix[] {
  const { context, input, needy } = ground;
  const { timeZone } = context;
  const hours = usualHours(context.days);
  const hoursWords = `${clockTime(hours.open)} to ${clockTime(hours.close)}`;
  const helpedBy = (dates: readonly string[]) => {
    const days = dates.map((date): PlayingDay => ({
      date,
      ...hours,
      start: localToEpochMinute(date, hours.open, timeZone),
      end: localToEpochMinute(date, hours.close, timeZone),
    }));
    const windowsOf = sharedWindowsFinder(days, input.availability, timeZone);
    return needy.filter((analysis) => roomAmong(windowsOf(analysis.room.players), analysis, ground)).length;
  };

  const playing = new Set(context.days.map((day) => day.date));
  const tournament = input.dates ? datesFrom(input.dates.start, input.dates.end) : [];
  const offers = tournament
    .filter((date) => !playing.has(date))
    .map((date) => ({ date, helped: helpedBy([date]) }))
    .filter(({ helped }) => helped > 0)
    .sort((a, b) => b.helped - a.helped || a.date.localeCompare(b.date))
    .slice(0, 2);
  if (offers.length)
    return offers.map(({ date, helped }) => ({
      kind: 'days',
      helped,
      message: `Add ${longDay(date)} (${hoursWords}): ${ofTheseMatches(helped)} players free that day`,
    }));

  if ([...tournament, ...playing].some(isWeekend)) return [];
  // Beyond the dates any weekend, or weekday, reads like another: slots depend on the weekday alone. The weekend is
  // offered only when it helps more than one more weekday would, so it is what those matches lack.
  const known = [...tournament, ...playing].sort();
  const after = nextCalendarDay(known[known.length - 1] ?? '2000-01-01');
  const first = (weekday: string) => {
    let date = after;
    while (weekdayName(date) !== weekday) date = nextCalendarDay(date);
    return date;
  };
  const saturday = first('Saturday');
  const helped = helpedBy([saturday, nextCalendarDay(saturday)]);
  if (helped <= helpedBy([first('Monday')])) return [];
  return [
    {
      kind: 'days',
      helped,
      message:
        "The tournament's dates would have to include a Saturday or Sunday: " +
        `${ofTheseMatches(helped)} players free at the weekend`,
    },
  ];
}
