import { playingDayOutsideDates, SCHEDULE_MESSAGES as M, type ScheduleSettings } from '@rallypoint/shared';
import { conflict, fieldRefusal, type Refusal } from '../../../platform/rules';
import type { TournamentDates } from './schedule-input';

type PlayingDays = ScheduleSettings['days'];

const outside = (days: PlayingDays, { startDate, endDate }: TournamentDates) =>
  days.flatMap((day, index) => (day.date < startDate || day.date > endDate ? [{ day, index }] : []));

/**
 * A save naming a playing day outside the tournament's dates: 400 on each such day's `date` (`days.N.date`, N in date
 * order, the order the settings are sent and kept in).
 */
export function playingDaysRefusal(days: PlayingDays, dates: TournamentDates): Refusal | null {
  const wrong = outside(days, dates);
  if (wrong.length === 0) return null;
  return fieldRefusal(
    Object.fromEntries(wrong.map(({ day, index }) => [`days.${index}.date`, [playingDayOutsideDates(day.date, dates)]])),
  );
}

/** Saved playing days the tournament's dates have since moved away from: a draft waits for new ones (409 naming the first). */
export function movedDatesRefusal(days: PlayingDays, dates: TournamentDates): Refusal | null {
  const [first] = outside(days, dates);
  return first ? conflict(`${playingDayOutsideDates(first.day.date, dates)}. ${M.daysOutsideDates}`) : null;
}
